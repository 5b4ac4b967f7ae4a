import type { Query, SearchOptions } from 'minisearch';
import { processTerm, SEARCH_OPTIONS, wordParts, words } from '@roo-docs/search-index';

// Bounds that keep hostile or pasted input cheap: MiniSearch's fuzzy matching costs grow with term
// length and every word is one more pass over the index.
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_WORDS = 10;
export const MAX_TERM_LENGTH = 64;

const HAS_DIGIT = /\p{N}/u;
const ONLY_DIGITS = /^\p{N}+$/u;

/** The terms by which a document matches one clause: any alternative, or every part. */
export interface ClauseTerms {
  alternatives: string[];
  /** The alternatives as query leaves (see {@link alternativeQuery}). */
  leaves: Query[];
  parts: string[];
}

export interface ParsedQuery {
  /** One clause per distinct typed word. */
  clauses: Query[];
  /** The same clauses as terms, to tell from a hit's matched query terms which clauses it met. */
  clauseTerms: ClauseTerms[];
  /** The typed words as terms, in order, for placing snippets. */
  words: string[];
  /** Which index terms a prefix may reach, when not all (see {@link releasePrefixes}). */
  reaches: ((term: string) => boolean) | null;
}

/** Whether a hit whose matched query terms are `queryTerms` met every clause (an AND match). */
export function matchesEvery(clauseTerms: readonly ClauseTerms[], queryTerms: readonly string[]): boolean {
  return clauseTerms.every(
    ({ alternatives, parts }) =>
      alternatives.some((t) => queryTerms.includes(t)) || (parts.length > 0 && parts.every((t) => queryTerms.includes(t))),
  );
}

export const MIN_PART_PREFIX = 3;
/**
 * A one-letter word is matched as typed, not as a prefix: `s` would expand to every term starting
 * with s (thousands at 2,000 pages; cost: see bench/RESULTS.md) and rank them by chance; the next letter
 * narrows it.
 */
export const MIN_PREFIX = 2;
/**
 * A word shorter than this matches other words by prefix only in the headings (title and parent
 * headings), and as typed in the text: at 2,000 pages `co` starts 228 words of one shard's text,
 * reaching nearly every section, and scoring them all slowed each keystroke for hits whose
 * order is chance; in headings it reaches a quarter of the sections, which are the hits that
 * ranked first anyway (a heading weighs 3 or 1.5 times the text).
 */
export const MIN_TEXT_PREFIX = 3;
const HEADINGS = SEARCH_OPTIONS.fields.filter((f) => f !== 'text');

/** A clause's alternative as a query leaf: the term, or for a short prefix (see {@link MIN_TEXT_PREFIX}) its two halves. */
export function alternativeQuery(term: string): Query {
  if (term.length >= MIN_TEXT_PREFIX || term.length < MIN_PREFIX || ONLY_DIGITS.test(term)) return term;
  return {
    combineWith: 'OR',
    queries: [
      { queries: [term], fields: ['text'], prefix: false },
      { queries: [term], fields: HEADINGS },
    ],
  };
}

/** A compound word's part as a query leaf: a prefix unless it is shorter than {@link MIN_PART_PREFIX}. */
export const partQuery = (part: string): Query => (part.length < MIN_PART_PREFIX ? { queries: [part], prefix: false } : part);

// Release notes write `3.28.17`; readers often type `v3.28.17`.
const VERSION_WITH_V = /^v\d+(?:\.\d+)+$/;
const VERSION = /^(?:v\d+(?:\.\d+)+|\d+\.\d+\.\d+)$/;

/**
 * One clause per typed word. A compound word matches documents holding it whole, or holding all of
 * its parts (`apply_diff` → apply_diff OR (apply AND diff)), so `gpt-4.1` does not match every
 * page that merely mentions a 1. A part shorter than {@link MIN_PART_PREFIX} is not a prefix: the
 * `m` of `1M` would expand to every term starting with m (thousands at 2,000 pages), while the
 * whole word already matches as a prefix while it is typed (`apply_d`).
 */
export function parseQuery(text: string): ParsedQuery {
  const clauses = new Map<string, Query>();
  const clauseTerms: ClauseTerms[] = [];
  for (const word of words(text.slice(0, MAX_QUERY_LENGTH))) {
    if (clauses.size >= MAX_QUERY_WORDS) break;
    const whole = processTerm(word.slice(0, MAX_TERM_LENGTH));
    if (!whole || clauses.has(whole)) continue;
    const terms = VERSION_WITH_V.test(whole) ? [whole, whole.slice(1)] : [whole];
    // A release's parts are bare numbers: `3.28.16` by its parts would find any page that says 3,
    // 28 and 16. A model's (`4.5`) stay: ids such as `claude-sonnet-4-5` write it by parts.
    const parts = VERSION.test(whole)
      ? []
      : [...new Set(wordParts(word).map(processTerm))].filter((p): p is string => !!p && p !== whole);
    const leaves = terms.map(alternativeQuery);
    const alternatives: Query[] = [...leaves];
    if (parts.length) alternatives.push({ combineWith: 'AND', queries: parts.map(partQuery) });
    clauses.set(whole, alternatives.length > 1 ? { combineWith: 'OR', queries: alternatives } : alternatives[0]!);
    clauseTerms.push({ alternatives: terms, leaves, parts });
  }
  return { clauses: [...clauses.values()], clauseTerms, words: [...clauses.keys()], reaches: releasePrefixes(clauseTerms) };
}

const RELEASE_NUMBER = /^\d+\.\d+(?:\.\d+)?$/;
const DIGIT = /\d/;
/**
 * A release number as a prefix reaches its own patches, not longer numbers: `3.2` finds 3.2 and
 * 3.2.1, not 3.20 to 3.29.x, and `3.28.1` not 3.28.10. While a version is typed, each of its
 * prefixes is a release of its own; at 2,000 pages `3.2` reached hundreds of releases.
 * MiniSearch expands a prefix before asking the document boost, which gets the index term: the
 * engine gives the terms this rejects a boost of 0, which skips them unscored.
 */
export function releasePrefixes(clauseTerms: readonly ClauseTerms[]): ((term: string) => boolean) | null {
  const releases = clauseTerms.flatMap((c) => c.alternatives.filter((t) => RELEASE_NUMBER.test(t)));
  if (releases.length === 0) return null;
  // A longer number: the release is a prefix of the term, followed by a digit.
  const longer = (term: string, r: string) => term.length > r.length && DIGIT.test(term[r.length]!) && term.startsWith(r);
  // Kept unless a release reaches it only as a longer number (`3.2 3.21` keeps 3.21.5).
  return (term) => !releases.some((r) => longer(term, r)) || releases.some((r) => term.startsWith(r) && !longer(term, r));
}

/**
 * Per-query options: the shard options' boost, bm25, prefix and fuzzy 0.2, except that terms with
 * digits are never fuzzy, bare numbers and single letters never prefixes (`3.28.16` must not find
 * `3.28.15`, `1` must not find `1024`; see {@link MIN_PREFIX}), terms under 4 characters are not fuzzy (`mcp` is not `map`), and neither
 * is a term the index holds or that starts one (`known`, known-term.ts): fuzzy matching is for
 * typos, and a word found as typed, or still being typed, is none. Expanding every known word by edit distance cost about a third of a query at 2,000 pages
 * and only added near-namesakes (`checkpoint` for `checkpoints`) at the bottom of the list.
 * Leaves are already split, so MiniSearch must not split them again.
 */
export function searchOptions(known: (term: string) => boolean = () => false): SearchOptions {
  const { fuzzy, prefix } = SEARCH_OPTIONS.searchOptions;
  return {
    ...SEARCH_OPTIONS.searchOptions,
    combineWith: 'OR',
    tokenize: (leaf) => [leaf],
    processTerm,
    prefix: (term) => prefix && term.length >= MIN_PREFIX && !ONLY_DIGITS.test(term),
    // A word still being typed is far likelier than a typo: a prefix match (`checkp` →
    // checkpoints) must outrank a one-letter-off fuzzy one (`checkp` → check). MiniSearch's
    // defaults (fuzzy 0.45, prefix 0.375) rank them the other way round.
    weights: { fuzzy: 0.15, prefix: 0.375 },
    fuzzy: (term) => (term.length >= 4 && !HAS_DIGIT.test(term) && !known(term) ? fuzzy : false),
  };
}
