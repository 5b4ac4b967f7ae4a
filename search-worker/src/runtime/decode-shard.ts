import { isSitePath } from '@roo-docs/schemas/contract';
import { decodeDocs, fieldLengthsOf, type LeanIndex, type SectionDoc } from '@roo-docs/search-index';
import { checkPostings, LazyPostings, type TermPostings } from './lazy-postings.ts';

export type { TermPostings } from './lazy-postings.ts';

/** The stored fields of one document, as every hit reads them; `text` is the opening the shard keeps, for the snippet. */
export type StoredDoc = SectionDoc;

const isInt = (v: unknown): v is number => Number.isInteger(v);
const allStrings = (v: unknown[]) => v.every((s) => typeof s === 'string');

/** Why `raw` is not a lean index for these fields, or null when it is one. */
function shapeProblem(raw: Record<string, unknown>, fields: number): string | null {
  const { pages, docs, terms, postings, fieldLength, averageFieldLength } = raw;
  if (!Array.isArray(pages) || !Array.isArray(docs) || !Array.isArray(terms) || !Array.isArray(postings))
    return 'it lacks pages, docs, terms or postings';
  if (!Array.isArray(fieldLength) || !Array.isArray(averageFieldLength)) return 'it lacks field lengths';
  for (const [i, p] of pages.entries()) {
    // Hits become links on the page, so a path must be a site path (never another origin).
    if (!Array.isArray(p) || !isSitePath(p[0]) || typeof p[1] !== 'string' || !(p[2] === null || typeof p[2] === 'string'))
      return `page ${i} lacks a site path, title or context`;
  }
  for (const [i, d] of docs.entries()) {
    if (!Array.isArray(d) || !isInt(d[0]) || !pages[d[0]] || d.length < 4 || !allStrings(d.slice(1)))
      return `document ${i} lacks a page, anchor, title or text`;
  }
  if (terms.length !== postings.length || !allStrings(terms)) return 'its terms and postings do not pair up';
  if (fieldLength.length !== docs.length * fields || !fieldLength.every(isInt))
    return 'its field lengths do not fit its documents';
  if (averageFieldLength.length !== fields || !averageFieldLength.every((n) => typeof n === 'number'))
    return 'its average field lengths do not fit its fields';
  return null;
}

/** A lean shard decoded into the maps MiniSearch searches, and the stored fields of each document. */
export interface DecodedIndex {
  documentCount: number;
  /** Per term, in the shard's order; each decoded when first read (lazy-postings.ts). */
  postings: [term: string, postings: TermPostings][];
  /** Per document number, its length in each field. */
  fieldLength: Map<number, number[]>;
  averageFieldLength: number[];
  docs: StoredDoc[];
}

/**
 * Decodes a lean shard (`@roo-docs/search-index`) straight into the maps MiniSearch keeps, and the stored
 * fields of each document apart from them. Throws an Error naming what is wrong; the caller turns
 * it into a refusal of the shard.
 *
 * A document's MiniSearch id is its number, and MiniSearch stores none of its fields: MiniSearch
 * copies a document's stored fields into every result, and a common word matches thousands of
 * documents of which a query shows 50. The engine reads `docs[id]` for those it keeps.
 */
export function decodeLeanIndex(raw: Record<string, unknown>, fields: readonly string[]): DecodedIndex {
  const problem = shapeProblem(raw, fields.length);
  if (problem) throw new Error(problem);
  const lean = raw as unknown as LeanIndex;
  const count = lean.docs.length;
  return {
    documentCount: count,
    postings: lean.terms.map((term, i) => {
      checkPostings(lean.postings[i], term, count, fields.length);
      return [term, new LazyPostings(lean.postings[i]!)];
    }),
    fieldLength: fieldLengthsOf(lean, fields.length),
    averageFieldLength: lean.averageFieldLength,
    docs: decodeDocs(lean),
  };
}
