import type { Corpus } from './corpus.ts';
import type { Random } from './random.ts';

export interface PageInput {
  path: string;
  title: string;
  sidebarLabel?: string;
  /** Other pages of the same section, for links that resolve. */
  siblings: string[];
  releaseNote: boolean;
}

const CODE_BLOCKS = [
  ['bash', 'npm install\nnpm run build\ncode --install-extension RooVeterinaryInc.roo-cline'],
  ['json', '{\n  "roo-cline.allowedCommands": ["npm test", "git status"],\n  "roo-cline.deniedCommands": ["rm -rf"]\n}'],
  ['typescript', 'export function greet(name: string): string {\n  return `Hello, ${name}`;\n}'],
  ['yaml', 'customModes:\n  - slug: docs-writer\n    name: Docs Writer\n    groups:\n      - read\n      - edit'],
] as const;

// GitHub-style slug, as the build gives headings their ids.
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
const escape = (text: string) => text.replace(/[<>{}]/g, '');

function paragraph(corpus: Corpus, random: Random, sentences: number): string {
  return Array.from({ length: sentences }, () => escape(random.pick(corpus.sentences))).join(' ');
}

function wordCount(lines: string[]): number {
  return lines.join(' ').split(/\s+/).length;
}

/** One generated page: prose from the real pages, with headings, lists, code, admonitions and links. */
export function generatePage(input: PageInput, corpus: Corpus, random: Random): string {
  const target = input.releaseNote
    ? /\/v\d+\.\d+$/.test(input.path)
      ? random.int(700, 1300)
      : random.int(150, 400)
    : random.int(600, 1500);
  const title = input.title || escape(random.pick(corpus.headings));
  const lines = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(escape(random.pick(corpus.sentences)))}`,
    ...(input.sidebarLabel ? [`sidebar_label: ${JSON.stringify(input.sidebarLabel)}`] : []),
    '---',
    '',
    paragraph(corpus, random, random.int(2, 4)),
    '',
  ];
  const used = new Set<string>();
  for (let h = 0; wordCount(lines) < target; h++) {
    let heading = escape(
      random.pick(
        input.releaseNote ? ['Features', 'Fixes', 'Provider updates', 'QOL improvements', 'Misc improvements'] : corpus.headings,
      ),
    );
    while (used.has(slug(heading)) || !slug(heading)) heading = `${heading} ${h}`;
    used.add(slug(heading));
    lines.push(`## ${heading}`, '');
    if (input.releaseNote) {
      for (let i = random.int(2, 6); i > 0; i--) lines.push(`- ${escape(random.pick(corpus.bullets))}`);
      lines.push('');
      continue;
    }
    lines.push(paragraph(corpus, random, random.int(2, 5)), '');
    const extra = random.next();
    if (extra < 0.25) {
      const [lang, code] = random.pick(CODE_BLOCKS);
      lines.push(`\`\`\`${lang}`, code, '```', '');
    } else if (extra < 0.45) {
      for (let i = random.int(3, 5); i > 0; i--) lines.push(`- ${escape(random.pick(corpus.sentences))}`);
      lines.push('');
    } else if (extra < 0.55) {
      lines.push(':::tip', paragraph(corpus, random, 1), ':::', '');
    } else if (extra < 0.7 && input.siblings.length) {
      lines.push(`See [${escape(random.pick(corpus.headings))}](${random.pick(input.siblings)}) for the details.`, '');
    }
    if (random.next() < 0.3) {
      let sub = `${escape(random.pick(corpus.headings))}`;
      while (used.has(slug(sub)) || !slug(sub)) sub = `${sub} ${h}`;
      used.add(slug(sub));
      lines.push(`### ${sub}`, '', paragraph(corpus, random, random.int(2, 4)), '');
    }
  }
  return `${lines.join('\n')}\n`;
}
