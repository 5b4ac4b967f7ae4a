import { describe, expect, test } from '@rstest/core';
import { createSearchEngine } from '../src/runtime/engine.ts';
import { loadSiteShards } from '../src/runtime/fixtures/site.ts';
import { RELEVANCE_CASES as CASES } from './relevance-cases.ts';

const shards = loadSiteShards();
const engine = createSearchEngine(shards);

describe('relevance on the real shards', () => {
  test('the set is large enough and names only pages that exist', () => {
    const paths = new Set(shards.flatMap((s) => s.docs.map((d) => d.path)));
    expect(CASES.length).toBeGreaterThanOrEqual(25);
    for (const [, path] of CASES) expect([path, paths.has(path)]).toEqual([path, true]);
  });

  for (const [query, path, context] of CASES) {
    test(`"${query}"${context ? ` in ${context}` : ''} finds ${path} in the top 3`, () => {
      const top3 = engine
        .search({ query, context })
        .slice(0, 3)
        .map((h) => h.path);
      expect(top3).toContain(path);
    });
  }
});
