import { expect, test } from '@rstest/core';
import { createSearchEngine } from './engine.ts';
import { loadSiteShards } from './fixtures/site.ts';
import { alternativeQuery, matchesEvery, parseQuery, searchOptions } from './query.ts';
import { processTerm, tokenize } from '@roo-docs/search-index';

test('a compound word is a clause of its whole or all its parts; short parts are not prefixes', () => {
  const { clauses, clauseTerms } = parseQuery('Sonnet 1M');
  expect(clauses).toEqual([
    'sonnet',
    {
      combineWith: 'OR',
      queries: [
        {
          combineWith: 'OR',
          queries: [
            { queries: ['1m'], fields: ['text'], prefix: false },
            { queries: ['1m'], fields: ['title', 'parentsText'] },
          ],
        },
        {
          combineWith: 'AND',
          queries: [
            { queries: ['1'], prefix: false },
            { queries: ['m'], prefix: false },
          ],
        },
      ],
    },
  ]);
  expect(clauseTerms).toEqual([
    { alternatives: ['sonnet'], leaves: ['sonnet'], parts: [] },
    { alternatives: ['1m'], leaves: [alternativeQuery('1m')], parts: ['1', 'm'] },
  ]);
  expect(parseQuery('update_todo_list').clauses).toEqual([
    { combineWith: 'OR', queries: ['update_todo_list', { combineWith: 'AND', queries: ['update', 'todo', 'list'] }] },
  ]);
});

test('a release number is matched whole, a model number also by its parts', () => {
  expect(parseQuery('3.28.16').clauses).toEqual(['3.28.16']);
  expect(parseQuery('v3.28.16').clauses).toEqual([{ combineWith: 'OR', queries: ['v3.28.16', '3.28.16'] }]);
  expect(parseQuery('4.5').clauseTerms).toEqual([{ alternatives: ['4.5'], leaves: ['4.5'], parts: ['4', '5'] }]);
});

test('a hit meets every clause by an alternative or by all the parts of one', () => {
  const { clauseTerms } = parseQuery('apply_diff tool');
  expect(matchesEvery(clauseTerms, ['apply_diff', 'tool'])).toBe(true);
  expect(matchesEvery(clauseTerms, ['apply', 'diff', 'tool'])).toBe(true);
  expect(matchesEvery(clauseTerms, ['apply', 'tool'])).toBe(false);
  expect(matchesEvery(clauseTerms, ['apply_diff'])).toBe(false);
});

test('a one-letter word is not a prefix; two letters are', () => {
  const shards = loadSiteShards();
  const engine = createSearchEngine(shards);
  const terms = (query: string) => new Set(engine.search({ query }).flatMap((h) => h.terms));
  expect([...terms('task s')].filter((t) => t.startsWith('s') && t !== 's')).toEqual([]);
  expect([...terms('task sy')].some((t) => t.startsWith('sy'))).toBe(true);
  const options = searchOptions();
  expect([options.prefix, options.fuzzy].map((f) => typeof f)).toEqual(['function', 'function']);
  const prefix = options.prefix as (term: string, i: number, terms: string[]) => boolean;
  expect(['s', 'sy', '12', 'ab1'].map((t) => prefix(t, 0, [t]))).toEqual([false, true, false, true]);
});

test('a two-letter word is a prefix in headings only, and matched as typed in the text', () => {
  const engine = createSearchEngine(loadSiteShards());
  const hits = engine.search({ query: 'co' });
  expect(hits.length).toBeGreaterThan(0);
  for (const hit of hits) {
    const headings = new Set(tokenize([hit.title, ...hit.parents].join(' ')).map(processTerm));
    expect([hit.id, hit.terms.filter((t) => t !== 'co' && !headings.has(t))]).toEqual([hit.id, []]);
  }
  // Three letters reach the text too.
  expect(engine.search({ query: 'con' }).some((h) => h.terms.some((t) => !h.title.toLowerCase().includes(t)))).toBe(true);
});

test('a release number as a prefix reaches its own patches, not longer numbers', () => {
  const engine = createSearchEngine(loadSiteShards());
  const reached = (query: string) => new Set(engine.search({ query }).flatMap((h) => h.terms));
  expect([...reached('3.2')].filter((t) => /^3\.2\d/.test(t))).toEqual([]);
  expect([...reached('3.2')].some((t) => t.startsWith('3.2.'))).toBe(true);
  expect([...reached('v3.28.1 checkpoints')].filter((t) => /^3\.28\.1\d/.test(t))).toEqual([]);
  const { reaches } = parseQuery('3.2 3.21');
  expect(['3.2', '3.2.1', '3.20', '3.21', '3.21.5', '3.2-beta'].map((t) => reaches!(t))).toEqual([
    true,
    true,
    false,
    true,
    true,
    true,
  ]);
  expect(parseQuery('checkpoints 4o').reaches).toBe(null);
});
