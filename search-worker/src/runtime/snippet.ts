import { SNIPPET_LENGTH } from './types.ts';

const ELLIPSIS = '…';
// Characters of context kept before the match, so the reader sees what the match is about.
const LEAD = 14;

// Only syntax characters: in a `u` pattern, escaping anything else (such as `-`) is an error.
function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

export interface Match {
  index: number;
  length: number;
}

// Compiling a Unicode pattern costs more than running it on an 80-character excerpt, and the 50
// hits of a query share their typed words and mostly their matched terms: keep recent patterns.
const compiled = new Map<string, RegExp>();
const MAX_COMPILED = 256;

function regExpOf(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) {
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    re = new RegExp(source, 'iu');
    compiled.set(source, re);
  }
  return re;
}

function search(text: string, terms: readonly string[], pattern: (alternation: string) => string): Match | null {
  if (terms.length === 0) return null;
  // Longest first, so `apply_diff` wins over its part `apply` at the same position.
  const alternation = [...terms]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const match = regExpOf(pattern(alternation)).exec(text);
  return match ? { index: match.index, length: match[0].length } : null;
}

const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

/**
 * Where the snippet should centre: a typed word as a whole word, else a matched index term as a
 * whole word (a fuzzy or prefix match), else a typed word starting a word (still being typed),
 * else an index term anywhere (a camelCase part). Whole words first, because `diff` also starts
 * `different`.
 */
export function firstMatch(text: string, queryWords: readonly string[], docTerms: readonly string[]): Match | null {
  return (
    search(text, queryWords, (alt) => `${START}(?:${alt})${END}`) ??
    search(text, docTerms, (alt) => `${START}(?:${alt})${END}`) ??
    search(text, queryWords, (alt) => `${START}(?:${alt})`) ??
    search(text, docTerms, (alt) => alt)
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
