/** Where a term sits in a text: its index and length. */
export interface Match {
  index: number;
  length: number;
}

/** `word`: the term is a whole word; `start`: it starts a word; `anywhere`: inside a word too. */
export type Bound = 'word' | 'start' | 'anywhere';

const WORD_CHAR = /[\p{L}\p{N}]/u;

// Whether the code point that ends just before `at` (or starts at `at`) is a letter or digit.
function wordBefore(text: string, at: number): boolean {
  if (at <= 0) return false;
  const low = text.charCodeAt(at - 1);
  const from = low >= 0xdc00 && low <= 0xdfff && at >= 2 ? at - 2 : at - 1;
  return WORD_CHAR.test(String.fromCodePoint(text.codePointAt(from)!));
}
function wordAt(text: string, at: number): boolean {
  return at < text.length && WORD_CHAR.test(String.fromCodePoint(text.codePointAt(at)!));
}

// Only syntax characters: in a `u` pattern, escaping anything else (such as `-`) is an error.
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

// The same search as a Unicode regular expression: for texts whose lower-case form has another
// length (`İ`), where indexes into that form would not be indexes into the text.
function byRegExp(text: string, terms: readonly string[], bound: Bound): Match | null {
  const alternation = `(?:${[...terms]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})`;
  const source = bound === 'word' ? `${START}${alternation}${END}` : bound === 'start' ? `${START}${alternation}` : alternation;
  const match = new RegExp(source, 'iu').exec(text);
  return match ? { index: match.index, length: match[0].length } : null;
}

/**
 * The leftmost occurrence of any of `terms` in `text`, ignoring case, within `bound`; of terms
 * found at the same place, the longest (`apply_diff` over its part `apply`). What a regular
 * expression of the terms, longest first, would find, without compiling one per hit: a query's 50
 * hits each have their own matched terms, and compiling a Unicode pattern cost more than the
 * rest of a query's snippets together.
 */
export function findTerm(text: string, terms: readonly string[], bound: Bound): Match | null {
  if (!terms.length) return null;
  const lower = text.toLowerCase();
  const lowerTerms = terms.map((t) => t.toLowerCase());
  if (lower.length !== text.length || lowerTerms.some((t, i) => t.length !== terms[i]!.length))
    return byRegExp(text, terms, bound);
  let best: Match | null = null;
  for (const term of lowerTerms) {
    if (!term) continue;
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
      if (best && (at > best.index || (at === best.index && term.length <= best.length))) break;
      if (bound !== 'anywhere' && wordBefore(text, at)) continue;
      if (bound === 'word' && wordAt(text, at + term.length)) continue;
      best = { index: at, length: term.length };
      break;
    }
  }
  return best;
}
