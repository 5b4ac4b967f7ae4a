import { expect, test } from '@rstest/core';
import { clauseMatches } from './clause-matches.ts';
import { loadSiteShards } from './fixtures/site.ts';
import { parseQuery, searchOptions } from './query.ts';

const shards = loadSiteShards();
const options = searchOptions((term) => shards.some((s) => s.terms.has(term)));

test('counts per document the clauses it matches, as MiniSearch matches each clause', () => {
  // Plain words, a common one, compounds matched whole or by parts, a misspelt word (fuzzy), a version.
  for (const query of ['roo code', 'apply_diff checkpoints', 'read_file', 'Sonnet 4.5 1M', 'chekpoints mode', 'v3.28.16 fix']) {
    const { clauses, clauseTerms } = parseQuery(query);
    for (const shard of shards) {
      const expected = new Uint8Array(shard.docs.length);
      for (const clause of clauses) for (const { id } of shard.index.search(clause, options)) expected[id as number]!++;
      const { matched, every } = clauseMatches(shard.index, clauseTerms, options, shard.docs.length);
      expect([query, shard.section, [...matched]]).toEqual([query, shard.section, [...expected]]);
      const all = [...expected.keys()].filter((id) => expected[id] === clauses.length);
      expect([query, shard.section, [...every].sort((a, b) => a - b)]).toEqual([query, shard.section, all]);
    }
  }
});
