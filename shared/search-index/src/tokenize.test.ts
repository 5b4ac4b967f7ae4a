import { expect, test } from '@rstest/core';
import { tokenize, processTerm, wordParts, words } from './tokenize.ts';

test('identifiers are kept whole and split into parts', () => {
  expect(tokenize('Use apply_diff now')).toEqual(['Use', 'apply_diff', 'apply', 'diff', 'now']);
  expect(tokenize('gpt-4.1 model')).toEqual(['gpt-4.1', 'gpt', '4', '1', 'model']);
  expect(tokenize('the .rooignore file')).toEqual(['the', 'rooignore', 'file']);
});

test('camelCase and PascalCase identifiers are split at their capitals', () => {
  expect(wordParts('fuzzyMatchThreshold')).toEqual(['fuzzy', 'Match', 'Threshold']);
  expect(wordParts('LiteLLM')).toEqual(['Lite', 'LLM']);
  expect(wordParts('XMLHttpRequest')).toEqual(['XML', 'Http', 'Request']);
  expect(wordParts('v3.28')).toEqual(['v3', '28']);
  expect(wordParts('OpenAI')).toEqual(['Open', 'AI']);
  expect(wordParts('Roo')).toEqual([]);
  expect(wordParts('GPT4')).toEqual([]);
});

test('words are the typed units, without their parts', () => {
  expect(words('(apply_diff) <b>x</b> 3.28.16!')).toEqual(['apply_diff', 'b', 'x', 'b', '3.28.16']);
});

test('terms are lower-cased, trimmed of joiners, and stop words dropped', () => {
  expect(processTerm('Apply_Diff')).toBe('apply_diff');
  expect(processTerm('-')).toBeNull();
  expect(processTerm('The')).toBeNull();
  expect(processTerm('to')).toBeNull();
  expect(processTerm('tool')).toBe('tool');
});
