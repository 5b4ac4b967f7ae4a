import { expect, test } from '@rstest/core';
import { createSearchEngine } from './engine.ts';
import { loadFixtureShards } from './fixtures/build.ts';
import { IDENTIFIERS } from './fixtures/identifiers.ts';
import { MAX_QUERY_WORDS, MAX_TERM_LENGTH, parseQuery } from './query.ts';

const engine = createSearchEngine(loadFixtureShards(IDENTIFIERS));

test('regex metacharacters are plain text', () => {
  for (const query of ['(.*+?[', '\\', '^$|{}', '[a-z]+', '(?<x>)', '*']) expect(() => engine.search({ query })).not.toThrow();
  expect(engine.search({ query: '(.*+?[' })).toEqual([]);
  expect(engine.search({ query: 'apply_diff(.*' })[0]!.path).toBe('/advanced-usage/available-tools/apply-diff');
});

test('HTML is searched as its words and never comes back as markup', () => {
  const hits = engine.search({ query: '<img src=x onerror=alert(1)>' });
  for (const hit of hits) {
    expect(hit.snippet).not.toContain('<');
    expect(hit.title).not.toContain('<');
  }
  expect(engine.search({ query: '<b>apply_diff</b>' })[0]!.path).toBe('/advanced-usage/available-tools/apply-diff');
});

// Cheap by construction, not by a timed assertion: the parsed query is bounded whatever is pasted.
test('5,000 characters of input are capped before they reach the index', () => {
  const inputs = [
    'a'.repeat(5000),
    'apply '.repeat(1000),
    'gpt-4.1_'.repeat(700),
    Array.from({ length: 900 }, (_, i) => `w${i}`).join(' '),
  ];
  for (const query of inputs) {
    expect(Array.isArray(engine.search({ query }))).toBe(true);
    const parsed = parseQuery(query);
    expect(parsed.clauses.length).toBeLessThanOrEqual(MAX_QUERY_WORDS);
    for (const word of parsed.words) expect(word.length).toBeLessThanOrEqual(MAX_TERM_LENGTH);
  }
  expect(parseQuery(inputs[3]!).clauses.length).toBe(MAX_QUERY_WORDS);
  // The first words of a long paste still count.
  expect(engine.search({ query: `apply_diff ${'x'.repeat(5000)}` })[0]!.path).toBe('/advanced-usage/available-tools/apply-diff');
});

test('non-string-like edge input does not throw', () => {
  for (const query of ['\u0000', '\uD800', '🙂🙂', 'ＡＰＰＬＹ', '-_-.', '__proto__', 'constructor']) {
    expect(() => engine.search({ query })).not.toThrow();
  }
});
