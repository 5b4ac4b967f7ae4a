import { inContext } from './context.ts';
import { describe, expect, test } from '@rstest/core';
import { createSearchEngine } from './engine.ts';
import { loadFixtureShards } from './fixtures/build.ts';
import { CONTEXT_FILTER } from './fixtures/context-filter.ts';
import { MANY_HITS } from './fixtures/many-hits.ts';
import { MERGE_ORDER } from './fixtures/merge-order.ts';
import { parseQuery, searchOptions } from './query.ts';

describe('merging shards', () => {
  const engine = createSearchEngine(loadFixtureShards(MERGE_ORDER));

  test('docs hits from every shard are merged by score, release notes after them', () => {
    const hits = engine.search({ query: 'checkpoints' });
    expect(hits.map((h) => h.id)).toEqual([
      '/features/checkpoints',
      '/features/checkpoints#restoring',
      '/getting-started/your-first-task',
      '/update-notes/v3.28.16',
    ]);
    const docs = hits.slice(0, 3).map((h) => h.score);
    expect(docs).toEqual([...docs].sort((a, b) => b - a));
    // The release note scores highest, so only the rule puts it last.
    expect(hits[3]!.score).toBeGreaterThan(hits[0]!.score);
  });

  test('a hit carries its page, heading, context, link and matched terms', () => {
    const hit = engine.search({ query: 'restoring', baseUrl: '/docs/' })[0]!;
    expect(hit).toMatchObject({
      id: '/features/checkpoints#restoring',
      path: '/features/checkpoints',
      anchor: 'restoring',
      url: '/docs/features/checkpoints#restoring',
      title: 'Restoring checkpoints',
      parents: ['Checkpoints'],
      context: 'Features',
      terms: ['restoring'],
    });
    expect(engine.search({ query: 'rooignore' })[0]!.url).toBe('/features/rooignore');
  });

  test('documents matching every word come before those matching some', () => {
    const hits = engine.search({ query: 'restore task' });
    expect(hits[0]!.path).toBe('/getting-started/your-first-task');
    expect(hits.map((h) => h.path)).toContain('/features/checkpoints');
  });

  test('an empty or blank query returns nothing', () => {
    for (const query of ['', '   ', '\n\t', '...', 'the of to']) expect(engine.search({ query })).toEqual([]);
  });
});

describe('search contexts', () => {
  const engine = createSearchEngine(loadFixtureShards(CONTEXT_FILTER));
  const paths = (context?: string) => engine.search({ query: 'profile', context }).map((h) => h.path);

  test('no context searches everything, including pages outside every context', () => {
    expect(paths().sort()).toEqual([
      '/basic-usage/using-modes',
      '/faq',
      '/providers/openai',
      '/roo-code-cloud/dashboard',
      '/update-notes/v3.28',
    ]);
    expect(paths('')).toHaveLength(5);
  });

  test('a context keeps only its pages, named by label or path prefix', () => {
    expect(paths('Providers')).toEqual(['/providers/openai']);
    expect(paths('Basic Usage')).toEqual(['/basic-usage/using-modes']);
    expect(paths('Roo Code Cloud')).toEqual(['/roo-code-cloud/dashboard']);
    expect(paths('roo-code-cloud')).toEqual(['/roo-code-cloud/dashboard']);
    expect(paths('Release Notes')).toEqual(['/update-notes/v3.28']);
  });

  test('an unknown context matches nothing instead of everything', () => {
    expect(paths('Blog')).toEqual([]);
  });
});

test('at most 50 hits are returned, best first', () => {
  const engine = createSearchEngine(loadFixtureShards(MANY_HITS));
  const hits = engine.search({ query: 'widget' });
  expect(hits).toHaveLength(50);
  expect(new Set(hits.map((h) => h.id)).size).toBe(50);
  for (let i = 1; i < hits.length; i++) expect(hits[i]!.score).toBeLessThanOrEqual(hits[i - 1]!.score);
});

test('the short label Cloud selects the cloud context', () => {
  expect(inContext('Cloud', { context: 'Roo Code Cloud', path: '/roo-code-cloud/login' })).toBe(true);
  expect(inContext('Cloud', { context: 'Providers', path: '/providers/roo-code-cloud' })).toBe(false);
});

describe('one query per shard', () => {
  const shards = loadFixtureShards([...MERGE_ORDER, ...CONTEXT_FILTER.slice(1, 2)]);
  const engine = createSearchEngine(shards);
  const options = searchOptions((term) => shards.some((s) => s.terms.has(term)));
  // What the engine did before: AND over the words, then OR for the documents AND missed.
  function andThenOr(query: string) {
    const { clauses } = parseQuery(query);
    const seen = new Map<string, { score: number; tier: number }>();
    for (const shard of shards)
      (['AND', 'OR'] as const).forEach((combineWith, tier) => {
        for (const r of shard.index.search({ combineWith, queries: clauses }, { ...options, combineWith }))
          if (!seen.has(shard.docs[r.id]!.id)) seen.set(shard.docs[r.id]!.id, { score: r.score, tier });
      });
    return seen;
  }

  test('finds the same documents in the same groups with the same scores as AND then OR', () => {
    for (const query of ['restore task', 'checkpoints restore files', 'provider profile key', 'roo work later']) {
      const expected = andThenOr(query);
      const hits = engine.search({ query });
      expect(hits.map((h) => [h.id, h.score]).sort()).toEqual([...expected].map(([id, r]) => [id, r.score]).sort());
      // Documents matching every word first (release notes aside, which go last whatever their group).
      const tiers = hits.filter((h) => h.context !== 'Release Notes').map((h) => expected.get(h.id)!.tier);
      expect(tiers).toEqual([...tiers].sort());
    }
  });
});

test('a word the index holds is not matched fuzzily; a misspelt one is', () => {
  const engine = createSearchEngine(loadFixtureShards(MERGE_ORDER));
  // `checkpoint` is in the index, so it does not also fetch its neighbour `checkpoints` by edit distance
  // (it does by prefix); `chekpoint` is nowhere, so it does.
  expect(engine.search({ query: 'checkpoint' }).map((h) => h.terms)).toContainEqual(['checkpoint', 'checkpoints']);
  expect(engine.search({ query: 'restore' }).flatMap((h) => h.terms)).not.toContain('restoring');
  expect(engine.search({ query: 'restor' }).flatMap((h) => h.terms)).toContain('restoring');
  expect(engine.search({ query: 'chekpoint' }).map((h) => h.path)).toContain('/features/checkpoints');
});
