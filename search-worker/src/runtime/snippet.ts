import { findTerm, type Match } from './find-term.ts';
import { SNIPPET_LENGTH } from './types.ts';

export type { Match } from './find-term.ts';

const ELLIPSIS = '…';
// Characters of context kept before the match, so the reader sees what the match is about.
const LEAD = 14;

/**
 * Where the snippet should centre: a typed word as a whole word, else a matched index term as a
 * whole word (a fuzzy or prefix match), else a typed word starting a word (still being typed),
 * else an index term anywhere (a camelCase part). Whole words first, because `diff` also starts
 * `different`.
 */
export function firstMatch(text: string, queryWords: readonly string[], docTerms: readonly string[]): Match | null {
  return (
    findTerm(text, queryWords, 'word') ??
    findTerm(text, docTerms, 'word') ??
    findTerm(text, queryWords, 'start') ??
    findTerm(text, docTerms, 'anywhere')
  );
}

/**
 * At most {@link SNIPPET_LENGTH} characters of plain text (ellipses included) around the first
 * match, cut at spaces where possible; the start of the text when only the title matched.
 */
export function makeSnippet(text: string, queryWords: readonly string[], docTerms: readonly string[]): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const match = firstMatch(text, queryWords, docTerms);
  const at = match?.index ?? 0;
  const matchEnd = at + (match?.length ?? 0);
  let start = Math.max(0, at - LEAD);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < at) start = space + 1;
  }
  // Room for the text between a leading and a trailing ellipsis.
  const room = SNIPPET_LENGTH - (start > 0 ? 1 : 0);
  let end = Math.min(text.length, start + room);
  if (end < text.length) {
    end = start + room - 1;
    const space = text.lastIndexOf(' ', end);
    if (space >= matchEnd && space > start) end = space;
  }
  const body = text.slice(start, end).trim();
  return `${start > 0 ? ELLIPSIS : ''}${body}${end < text.length ? ELLIPSIS : ''}`;
}
