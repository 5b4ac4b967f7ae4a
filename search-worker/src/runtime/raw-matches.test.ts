import { expect, test } from '@rstest/core';
import type { Query } from 'minisearch';
import { loadSiteShards } from './fixtures/site.ts';
import { parseQuery, searchOptions } from './query.ts';
import { forEachMatch } from './raw-matches.ts';

const shards = loadSiteShards();
const options = searchOptions((term) => shards.some((s) => s.terms.has(term)));

test('every match, with the score, query terms and index terms MiniSearch search gives it, in the order its sort keeps', () => {
  for (const query of ['roo', 'co', 'checkpoints restore', 'read_file', 'Sonnet 4.5 1M', 'chekpoints', '3.28']) {
    const tree: Query = { combineWith: 'OR', queries: parseQuery(query).clauses };
    for (const { index } of shards) {
      const seen: { id: number; score: number; queryTerms: string[]; terms: string[] }[] = [];
      forEachMatch(index, tree, options, (id, score, queryTerms, match) =>
        seen.push({ id, score, queryTerms, terms: Object.keys(match) }),
      );
      // A stable sort by score of the matches in the order visited is search's order.
      seen.sort((a, b) => b.score - a.score);
      const expected = index
        .search(tree, options)
        .map((r) => ({ id: r.id, score: r.score, queryTerms: r.queryTerms, terms: r.terms }));
      expect([query, seen]).toEqual([query, expected]);
    }
  }
});
