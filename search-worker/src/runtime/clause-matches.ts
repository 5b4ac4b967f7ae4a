import type MiniSearch from 'minisearch';
import type { Query, SearchOptions } from 'minisearch';
import { partQuery, type ClauseTerms } from './query.ts';

// Marks a document as matched by one of its clause's alternatives (a part count never gets here:
// a word has at most 64 characters, so fewer than 33 parts).
const BY_ALTERNATIVE = 255;

/**
 * Runs `queries` only to see which documents their terms reach: MiniSearch asks the document
 * boost before it scores a document, and a boost of 0 makes it skip the document, so walking a
 * term's postings this way costs a tenth of matching them (measured at 2,000 pages: `roo`, in 85%
 * of the documents, 0.7 ms against 12 ms).
 */
function walk(index: MiniSearch, queries: Query[], options: SearchOptions, visit: (id: number) => void): void {
  index.search(
    { combineWith: 'OR', queries },
    {
      ...options,
      boostDocument: (id: number) => {
        visit(id);
        return 0;
      },
    },
  );
}

/**
 * Per document of the shard, how many of the query's clauses it matches, exactly as the query
 * does: a clause is matched by any of its alternatives or by all of its parts (query.ts). Lets the
 * engine score only the documents that can be hits, instead of every document a term reaches: a
 * compound's parts reach far more documents than hold them all (`read_file`: `file` is in 6,229
 * sections at 2,000 pages, `read` and `file` together in a few hundred).
 */
export function clauseMatches(
  index: MiniSearch,
  clauses: readonly ClauseTerms[],
  options: SearchOptions,
  documentCount: number,
): Uint8Array {
  const matched = new Uint8Array(documentCount);
  const seen = new Uint8Array(documentCount);
  clauses.forEach(({ alternatives, parts }, c) => {
    if (c > 0) seen.fill(0);
    walk(index, alternatives, options, (id) => (seen[id] = BY_ALTERNATIVE));
    // A document reaches part p + 1 only from part p, so `seen` counts parts matched in a row.
    parts.forEach((part, p) =>
      walk(index, [partQuery(part)], options, (id) => {
        if (seen[id] === p) seen[id] = p + 1;
      }),
    );
    const all = parts.length || BY_ALTERNATIVE;
    for (let id = 0; id < documentCount; id++) if (seen[id] === BY_ALTERNATIVE || seen[id] === all) matched[id]!++;
  });
  return matched;
}
