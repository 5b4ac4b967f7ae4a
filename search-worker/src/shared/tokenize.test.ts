import { expect, test } from '@rstest/core';
import { tokenize, processTerm } from './tokenize.ts';

test('identifiers are kept whole and split into parts', () => {
  expect(tokenize('Use apply_diff now')).toEqual(['Use', 'apply_diff', 'apply', 'diff', 'now']);
  expect(tokenize('gpt-4.1 model')).toEqual(['gpt-4.1', 'gpt', '4', '1', 'model']);
  expect(tokenize('the .rooignore file')).toEqual(['the', 'rooignore', 'file']);
});

test('terms are lower-cased and trimmed of joiners', () => {
  expect(processTerm('Apply_Diff')).toBe('apply_diff');
  expect(processTerm('-')).toBeNull();
});
