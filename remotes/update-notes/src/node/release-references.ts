import { SEARCH_SKIP_CLASS } from '@roo-docs/section-build';
import type { Entry } from './entry-schema.ts';

export const REPOSITORY = 'https://github.com/RooCodeInc/Roo-Code';

const join = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0]!);

/**
 * The section that lists what the sources attach to a release: its pull requests and issues in
 * RooCodeInc/Roo-Code and the people credited, each a link. Empty when the entry has none. It is
 * left out of the search index: some 1,600 numbers and names would add about 12 KB gzip to the
 * release-notes shard, and a reader does not look a release up by them.
 */
export function referencesSection(e: Pick<Entry, 'pulls' | 'issues' | 'credits'>): string {
  const rows: [string, string[]][] = [
    ['Pull requests', (e.pulls ?? []).map((n) => `[#${n}](${REPOSITORY}/pull/${n})`)],
    ['Issues', (e.issues ?? []).map((n) => `[#${n}](${REPOSITORY}/issues/${n})`)],
    ['Credited', (e.credits ?? []).map((u) => `[@${u}](https://github.com/${u})`)],
  ];
  const present = rows.filter(([, links]) => links.length);
  if (!present.length) return '';
  const words = present.map(([label]) => (label === 'Credited' ? 'credits' : label.toLowerCase()));
  const title = join(words).replace(/^./, (c) => c.toUpperCase());
  const list = present.map(([label, links]) => `- ${label}: ${links.join(', ')}`);
  return [`<section className="${SEARCH_SKIP_CLASS}">`, '', `## ${title}`, '', ...list, '', '</section>', ''].join('\n');
}
