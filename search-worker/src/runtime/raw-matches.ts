import type MiniSearch from 'minisearch';
import type { Query, SearchOptions } from 'minisearch';

/** One document a query reached, as MiniSearch accumulates it before `search` makes a result of it. */
interface RawMatch {
  score: number;
  /** The query terms it matched. */
  terms: string[];
  /** Per index term it matched, the fields. */
  match: Record<string, string[]>;
}

type ExecuteQuery = (query: Query, options: SearchOptions) => Map<number, RawMatch>;

/**
 * Visits every document `query` reaches with the score `index.search` would give it, without
 * what `search` adds for each of them: a result object, the list of its index terms and one sort
 * of all results. A common word reaches thousands of documents and the engine keeps 50, so that
 * was 40–50% of a query's time at 2,000 pages, and most of its garbage. `executeQuery` is private
 * in MiniSearch's types; the worker runs only the MiniSearch release it pins (options.ts, shards
 * built with another are refused), and raw-matches.test.ts checks this against `search`.
 * Visits in MiniSearch's order of first match, which `search`'s stable sort keeps among equal
 * scores. The document numbers are MiniSearch's short ids, which the shard decoder makes equal to
 * the documents' ids.
 */
export function forEachMatch(
  index: MiniSearch,
  query: Query,
  options: SearchOptions,
  visit: (id: number, score: number, queryTerms: string[], match: Record<string, string[]>) => void,
): void {
  const raw = (index as unknown as { executeQuery: ExecuteQuery }).executeQuery(query, options);
  for (const [id, { score, terms, match }] of raw) visit(id, score * (terms.length || 1), terms, match);
}
