import { expect, test } from '@rstest/core';
import { measureWarmQueries } from './bench.ts';
import { createSearchEngine, type SearchEngine } from './engine.ts';
import { loadSiteShards } from './fixtures/site.ts';

const QUERIES = [
  'apply_diff',
  'checkpoints',
  'chekpoints',
  'reasoning effort',
  'how to use modes',
  'gpt-5',
  'v3.28.16',
  'a',
  'co',
];

test('warm queries on the real shards are measured, and fast', async () => {
  const result = await measureWarmQueries(createSearchEngine(loadSiteShards()), QUERIES);
  console.log(`warm query latency: median ${result.medianMs.toFixed(2)} ms, p95 ${result.p95Ms.toFixed(2)} ms`);
  expect(result.medianMs).toBeGreaterThan(0);
  expect(result.p95Ms).toBeGreaterThanOrEqual(result.medianMs);
  // A keystroke budget with room for slow CI machines; typical figures are far lower.
  expect(result.p95Ms).toBeLessThan(100);
});

test('median and p95 come from the timed samples', async () => {
  let calls = 0;
  const fake: SearchEngine = {
    sections: [],
    search() {
      calls++;
      const until = performance.now() + (calls % 10 === 0 ? 4 : 0.2);
      while (performance.now() < until);
      return [];
    },
  };
  const result = await measureWarmQueries(fake, ['x', 'y', 'z', 'w']);
  expect(calls).toBe(4 + 4 * 5);
  expect(result.medianMs).toBeLessThan(1.5);
  expect(result.p95Ms).toBeGreaterThan(3);
});
