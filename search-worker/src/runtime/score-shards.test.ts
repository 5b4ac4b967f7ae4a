import { describe, expect, test } from '@rstest/core';
import { createSearchEngine, type SearchHit } from './engine.ts';
import { loadSiteShards } from './fixtures/site.ts';
import { matchesEvery, parseQuery, searchOptions } from './query.ts';
import { RELEVANCE_CASES } from '../../bench/relevance-cases.ts';
import { MAX_HITS, RELEASE_NOTES_CONTEXT } from './types.ts';

const shards = loadSiteShards();
const QUERIES: [string, string?][] = [
  ...RELEVANCE_CASES.map(([query, , context]): [string, string?] => [query, context]),
  ['roo code'],
  ['roo'],
  ['code mode'],
  ['the model and the mode'],
  ['checkpoints restore files'],
  ['write_to_file read_file'],
  ['mcp server', 'Features'],
  ['roo', 'providers'],
  ['3.28'],
  ['3.2 checkpoints'],
  ['v3.28.1 fix'],
  ['co'],
  ['claude co'],
];
const view = (hits: SearchHit[]) => hits.map((h) => [h.id, h.score, h.snippet, h.terms]);

describe('scoring fewer documents changes no hit', () => {
  test('planned in every shard or in none, the hits, their scores and order are the same', () => {
    const planned = createSearchEngine(shards, { planFrom: 0 });
    const whole = createSearchEngine(shards, { planFrom: Infinity });
    for (const [query, context] of QUERIES)
      expect([query, view(planned.search({ query, context }))]).toEqual([query, view(whole.search({ query, context }))]);
  });

  // What the engine did before it left documents out: every match of every shard, in one stable sort.
  test('the hits are the best of every match of every shard', () => {
    const options = searchOptions((term) => shards.some((s) => s.terms.has(term)));
    const engine = createSearchEngine(shards, { planFrom: 0 });
    for (const query of ['roo code', 'checkpoints restore files', 'code mode', 'read_file', 'orchestrator subtasks']) {
      const { clauses, clauseTerms } = parseQuery(query);
      const all = shards.flatMap((shard) =>
        shard.index.search({ combineWith: 'OR', queries: clauses }, options).map((r) => ({
          id: shard.docs[r.id as number]!.id,
          score: r.score,
          notes: Number(shard.docs[r.id as number]!.context === RELEASE_NOTES_CONTEXT),
          tier: clauses.length > 1 && !matchesEvery(clauseTerms, r.queryTerms) ? 1 : 0,
        })),
      );
      const expected = all.sort((a, b) => a.notes - b.notes || a.tier - b.tier || b.score - a.score).slice(0, MAX_HITS);
      expect([query, engine.search({ query }).map((h) => [h.id, h.score])]).toEqual([
        query,
        expected.map((e) => [e.id, e.score]),
      ]);
    }
  });
});
