import { expect, test } from '@rstest/core';
import { createSearchEngine } from './engine.ts';
import { loadFixtureShards } from './fixtures/build.ts';
import { IDENTIFIERS } from './fixtures/identifiers.ts';

const engine = createSearchEngine(loadFixtureShards(IDENTIFIERS));
const top = (query: string) => engine.search({ query })[0]?.path;
const paths = (query: string) => engine.search({ query }).map((h) => h.path);

test('a snake_case tool is found whole, by part and while being typed', () => {
  for (const q of ['apply_diff', 'APPLY_DIFF', 'apply diff', 'apply_di', 'apply_', 'applydiff']) {
    expect([q, top(q)]).toEqual([q, '/advanced-usage/available-tools/apply-diff']);
  }
  expect(paths('diff')).toContain('/advanced-usage/available-tools/apply-diff');
});

test('a dotfile is found with and without its dot', () => {
  expect(top('.rooignore')).toBe('/features/rooignore');
  expect(top('rooignore')).toBe('/features/rooignore');
  expect(top('rooign')).toBe('/features/rooignore');
});

test('a model name is found whole and by part, but its number alone does not match it', () => {
  expect(top('gpt-4.1')).toBe('/providers/openai');
  expect(top('gpt')).toBe('/providers/openai');
  expect(top('gpt 4.1')).toBe('/providers/openai');
  // `gpt-4.1` needs gpt, 4 and 1 together: the page about API version 4 is not a match.
  expect(paths('gpt-4.1')).not.toContain('/providers/other');
  // Digits are never fuzzy: 4.2 is not 4.1.
  expect(paths('gpt-4.2')).toEqual([]);
});

test('a camelCase setting is found whole and by its words', () => {
  expect(top('fuzzyMatchThreshold')).toBe('/features/fast-edits');
  expect(top('fuzzymatchthreshold')).toBe('/features/fast-edits');
  expect(top('match threshold')).toBe('/features/fast-edits');
});

test('misspellings of longer words are forgiven', () => {
  expect(top('diagnostcs')).toBe('/features/diagnostics');
  expect(top('rooingore')).toBe('/features/rooignore');
});
