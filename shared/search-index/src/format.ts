/**
 * `search-shard.json`, version 2: MiniSearch's index in a leaner form than its own JSON (docs/decisions/lean-search-shard.md).
 * Every byte here is downloaded by a reader's first search, so:
 * - a page's path, title and context are written once, not in each of its sections;
 * - a section stores only the opening of its text (the snippet source), not all of it;
 * - postings are flat number arrays with delta-coded document numbers, term frequencies left
 *   out when all are 1, and no document ids (they follow from path and anchor).
 * The section build writes it (encode.ts); the worker decodes it straight into MiniSearch's maps
 * (decode.ts, then search-worker's open-index.ts).
 */
export const SHARD_SCHEMA_VERSION = 2;

/** Characters of a section's text kept for its snippet (room to centre a 50-character snippet on an early match). */
export const EXCERPT_LENGTH = 80;

/** `[path, title, search context]` of one page. */
export type ShardPage = [path: string, title: string, context: string | null];

/**
 * One document (a page section): its page (index into `pages`), heading anchor ('' for the
 * intro), heading title, the opening of its text, then the headings between the page title and
 * this one (an h3's h2). Its MiniSearch number is its index in `docs`.
 */
export type ShardDoc = [page: number, anchor: string, title: string, excerpt: string, ...parents: string[]];

export interface LeanIndex {
  pages: ShardPage[];
  docs: ShardDoc[];
  /** Indexed terms, in MiniSearch's order. */
  terms: string[];
  /**
   * Per term, per field that holds it: `fieldId, n, n document-number deltas`, then `n` term
   * frequencies when `n` is positive; a negative `-n` means every frequency is 1 (none written).
   */
  postings: number[][];
  /** Per document, its length in each field (documents × fields, row by row). */
  fieldLength: number[];
  averageFieldLength: number[];
}

/**
 * One searchable page section, as the build indexes it and as the worker reads it back (then
 * `text` holds only the opening kept for the snippet). Its MiniSearch id is `path#anchor`, or
 * `path` for the intro.
 */
export interface SectionDoc {
  id: string;
  path: string;
  /** Heading anchor, empty for the text before the first heading. */
  anchor: string;
  /** The heading's text (the page title for the intro section). */
  title: string;
  /** Page title then the parent headings above this one; empty for the intro. */
  parents: string[];
  /** Search context label. */
  context: string | null;
  text: string;
}
