import { expect, test } from '@rstest/core';
import { createSearchEngine } from './engine.ts';
import { loadFixtureShards } from './fixtures/build.ts';
import { LONG_TEXT } from './fixtures/long-text.ts';
import { firstMatch, makeSnippet } from './snippet.ts';
import { SNIPPET_LENGTH } from './types.ts';

test('the snippet centres on a match in the opening of a long section', () => {
  const engine = createSearchEngine(loadFixtureShards(LONG_TEXT));
  const hit = engine.search({ query: 'diagnostics' }).find((h) => h.path === '/features/long')!;
  expect(hit.snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
  expect(hit.snippet.length).toBeGreaterThan(40);
  expect(hit.snippet).toContain('diagnostics integration');
  expect(hit.snippet.startsWith('…')).toBe(true);
  expect(hit.snippet.endsWith('…')).toBe(true);
});

test('a match beyond the opening the shard keeps shows the section from its start', () => {
  const engine = createSearchEngine(loadFixtureShards(LONG_TEXT));
  const hit = engine.search({ query: 'diagnostics' }).find((h) => h.path === '/features/deep')!;
  expect(hit.snippet.startsWith('Roo reads the files')).toBe(true);
  expect(hit.snippet.endsWith('…')).toBe(true);
  expect(hit.snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
});

test('short text is returned whole, and title-only matches show the start', () => {
  expect(makeSnippet('Short text.', ['short'], ['short'])).toBe('Short text.');
  const text = 'One two three four five six seven eight nine ten eleven twelve.';
  const snippet = makeSnippet(text, [], ['absent']);
  expect(snippet.startsWith('One two')).toBe(true);
  expect(snippet.endsWith('…')).toBe(true);
  expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
});

test('every cut stays within the length whatever the text', () => {
  const words = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho'.split(' ');
  const text = Array.from({ length: 200 }, (_, i) => words[i % words.length]).join(' ');
  for (const term of [...words, 'nomatch']) expect(makeSnippet(text, [term], [term]).length).toBeLessThanOrEqual(SNIPPET_LENGTH);
  expect(makeSnippet('x'.repeat(500), ['x'], ['x']).length).toBeLessThanOrEqual(SNIPPET_LENGTH);
});

test('typed words come first, then index terms, then prefixes, then parts inside identifiers', () => {
  const text = 'A different approach: the diffs and the diff show what changed.';
  // `different` and `diffs` occur first, but the snippet centres on the typed word.
  expect(firstMatch(text, ['diff'], ['diffs', 'diff'])).toEqual({ index: text.indexOf('diff '), length: 4 });
  expect(firstMatch(text, ['difs'], ['diffs'])).toEqual({ index: text.indexOf('diffs'), length: 5 });
  expect(firstMatch(text, ['dif'], [])).toEqual({ index: text.indexOf('different'), length: 3 });
  expect(firstMatch('Set diffEnabled to false', [], ['enabled'])).toEqual({ index: 8, length: 7 });
  expect(firstMatch('text', ['a.b'], ['(x'])).toBeNull();
});

test('the typed word is centred even when a prefix match comes earlier', () => {
  const text = `${'Filler words here. '.repeat(4)}Enable editing through diffs. ${'More filler text. '.repeat(3)}Roo stops offering apply_diff when off.`;
  expect(makeSnippet(text, ['apply_diff'], ['diffs', 'apply_diff'])).toContain('apply_diff');
});
