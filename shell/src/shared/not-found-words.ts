import { SEARCH_CONTEXTS } from '@roo-docs/schemas/contract';

// Endings a link from elsewhere adds to a page's address; they name no word of the page.
const FILE_ENDING = /\.(?:html?|md|mdx|php|aspx?)$/i;
// A version keeps its dots (`v3.28.17`); any other run of non-letters, non-digits splits words.
const WORD = /v?\d+(?:\.\d+)+|[\p{L}\p{N}]+/gu;
const CONTEXT_PREFIXES = new Set(SEARCH_CONTEXTS.map((c) => c.prefix));
// Words of an address that say nothing of a page (`/docs/en/index.html`), and English function
// words: alone they match pages by chance (`/no-such-page-here` offered five unrelated ones).
const NOISE = new Set(
  (
    'docs doc en index page pages www a an and are as at be by can for from here how i in is it my no not of on or ' +
    'such that the there this to was what when where which why with you your'
  ).split(' '),
);

/**
 * The words of a path no page has, as a search query: `/features/chekpoints.html` → `chekpoints`,
 * `/how-to-use-mcp` → `use mcp`.
 * A first segment that names a part of the docs (`features`) is left out when other words remain:
 * the page may have moved to another part, and the word would rank that part's pages first.
 */
export function pathWords(pathname: string): string {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  const segments = path.replace(FILE_ENDING, '').split('/').filter(Boolean);
  const kept = segments.length > 1 && CONTEXT_PREFIXES.has(segments[0]!.toLowerCase()) ? segments.slice(1) : segments;
  const words = kept.flatMap((s) => s.match(WORD) ?? []).filter((w) => !NOISE.has(w.toLowerCase()));
  return [...new Set(words)].join(' ');
}
