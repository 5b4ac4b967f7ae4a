import type MiniSearch from 'minisearch';
import type { Query, SearchOptions } from 'minisearch';
import { partQuery, type ClauseTerms } from './query.ts';

// Stamps per clause: clause c writes (c + 1) * STAMP + the number of its parts a document holds
// (a word has at most 64 characters, so fewer than 33 parts).
const STAMP = 64;

/**
 * Runs `queries` only to see which documents their terms reach: MiniSearch asks the document
 * boost before it scores a document, and a boost of 0 makes it skip the document, so walking a
 * term's postings this way costs about a tenth of matching them (measured at 2,000 pages: see
 * bench/RESULTS.md).
 */
function walk(
  index: MiniSearch,
  queries: Query[],
  options: SearchOptions,
  reaches: ((term: string) => boolean) | null,
  visit: (id: number) => void,
): void {
  index.search(
    { combineWith: 'OR', queries },
    {
      ...options,
      boostDocument: (id: number, term: string) => {
        if (!reaches || reaches(term)) visit(id);
        return 0;
      },
    },
  );
}

export interface ClauseMatches {
  /** Per document, how many clauses it matches. */
  matched: Uint8Array;
  /** The documents matching every clause. */
  every: number[];
}

/**
 * Per document of the shard, how many of the query's clauses it matches, exactly as the query
 * does: a clause is matched by any of its alternatives or by all of its parts (query.ts). Lets the
 * engine score only the documents that can be hits, instead of every document a term reaches: a
 * compound's parts reach far more documents than hold them all (`read_file`: `file` alone is in
 * 6,229 sections at 2,000 pages).
 */
export function clauseMatches(
  index: MiniSearch,
  clauses: readonly ClauseTerms[],
  options: SearchOptions,
  documentCount: number,
  reaches: ((term: string) => boolean) | null = null,
): ClauseMatches {
  const matched = new Uint8Array(documentCount);
  const every: number[] = [];
  // Stamps rather than per-clause arrays: nothing is cleared or scanned per clause, and only the
  // documents a term reaches are touched.
  const counted = new Uint8Array(documentCount);
  const parts = new Uint16Array(documentCount);
  clauses.forEach((clause, c) => {
    const hit = (id: number) => {
      if (counted[id] !== c + 1) {
        counted[id] = c + 1;
        if (++matched[id]! === clauses.length) every.push(id);
      }
    };
    walk(index, clause.leaves, options, reaches, hit);
    const base = (c + 1) * STAMP;
    // A document reaches part p + 1 only from part p: the stamp counts parts held in a row.
    clause.parts.forEach((part, p) =>
      walk(index, [partQuery(part)], options, reaches, (id) => {
        const held = parts[id]! >= base ? parts[id]! - base : 0;
        if (held !== p) return;
        parts[id] = base + p + 1;
        if (p + 1 === clause.parts.length) hit(id);
      }),
    );
  });
  return { matched, every };
}
