import type { Corpus } from './corpus.ts';
import type { Random } from './random.ts';

// The `##` groups of a patch entry, in the order the entry schema requires (remotes/update-notes).
const GROUPS = ['Features', 'Provider and model updates', 'Improvements', 'Fixes'] as const;

// Markup the entry rules would inspect goes, and so do `#1234` references: a generated entry names
// no pull request or issue of the extension's history.
const escape = (text: string) => text.replace(/[<>{}]/g, '').replace(/\s*\(?#\d+\)?/g, '');

// The schema's summary: one sentence of 20 to 220 characters ending with a full stop.
function summaryOf(corpus: Corpus, random: Random): string {
  for (let i = 0; i < 50; i++) {
    const s = escape(random.pick(corpus.sentences)).trim();
    if (s.length >= 20 && s.length <= 220 && s.endsWith('.') && !/[.!?]\s+[A-Z]/.test(s)) return s;
  }
  return 'A release generated for the scale fixture.';
}

/**
 * One generated release-notes entry (`entries/v<version>.mdx`), as a writer would add it with
 * `npm run release`: a patch with its changes as bullets from the real notes, 150 to 400 words.
 */
export function generateEntry(version: string, corpus: Corpus, random: Random): string {
  const [, minor = 0, patch = 0] = version.split('.').map(Number);
  const date = `2021-${String(1 + (minor % 12)).padStart(2, '0')}-${String(1 + (patch % 28)).padStart(2, '0')}`;
  const lines = [
    '---',
    `version: ${version}`,
    'kind: patch',
    `date: ${date}`,
    `summary: ${JSON.stringify(summaryOf(corpus, random))}`,
    'impact: none',
    `highlights: [${JSON.stringify(`Generated release ${version} of the scale fixture`)}]`,
    '---',
    '',
  ];
  const target = random.int(150, 400);
  const words = () => lines.join(' ').split(/\s+/).length;
  // At least one group; groups keep the schema's order, so each is used at most once.
  let groups = GROUPS.filter(() => random.next() < 0.6);
  if (!groups.length) groups = [random.pick(GROUPS)];
  for (const group of groups) {
    lines.push(`## ${group}`, '');
    const bullets = Math.max(2, Math.ceil((target - words()) / 15 / groups.length));
    for (let i = 0; i < Math.min(bullets, 8); i++) lines.push(`- ${escape(random.pick(corpus.bullets))}`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
