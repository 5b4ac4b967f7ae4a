import { expect, test } from '@rstest/core';
import { createSearchEngine } from './engine.ts';
import { loadSiteShards } from './fixtures/site.ts';
import { knownTerm } from './known-term.ts';
import type { LoadedShard } from './shard.ts';

test('a term is known whole or as the start of an index term of any shard', () => {
  const shards = [
    { terms: new Set(['checkpoints', 'update_todo_list']) },
    { terms: new Set(['ollama']) },
  ] as unknown as LoadedShard[];
  const known = knownTerm(shards);
  expect(['checkpoints', 'checkp', 'update_t', 'olla', 'ollama', 'chekpoints', 'ollamas', 'z'].map(known)).toEqual([
    true,
    true,
    true,
    true,
    true,
    false,
    false,
    false,
  ]);
});

test('a word being typed is matched by prefix, not by edit distance; a misspelt one still is', () => {
  const engine = createSearchEngine(loadSiteShards());
  const reached = (query: string) => new Set(engine.search({ query }).flatMap((h) => h.terms));
  expect(reached('checkp').has('check')).toBe(false);
  expect(reached('checkp').has('checkpoints')).toBe(true);
  expect(reached('chekpoints').has('checkpoints')).toBe(true);
});
