import { expect, test } from '@rstest/core';
import { createSearchEngine } from './engine.ts';
import { engineCache } from './engine-cache.ts';
import { loadSiteShards } from './fixtures/site.ts';

test('an engine is made once per set of shards, for the last two sets', () => {
  const shards = loadSiteShards();
  let made = 0;
  const engineFor = engineCache((set) => (made++, createSearchEngine(set)));
  const docs = shards.slice(0, 4);
  const first = engineFor(docs);
  expect(engineFor([...docs])).toBe(first);
  const all = engineFor(shards);
  expect(all).not.toBe(first);
  expect(engineFor(docs)).toBe(first);
  expect(made).toBe(2);
  // A third set pushes out the one used longest ago (all shards, since docs was asked after it).
  engineFor(shards.slice(1));
  expect(engineFor(docs)).toBe(first);
  expect(made).toBe(3);
  expect(engineFor(shards)).not.toBe(all);
  expect(made).toBe(4);
});
