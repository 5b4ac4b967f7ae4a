import { expect, test } from '@rstest/core';
import { findTerm, type Bound } from './find-term.ts';

// The regular expression findTerm stands in for (snippet.ts used it for every hit).
function byRegExp(text: string, terms: string[], bound: Bound) {
  if (!terms.length) return null;
  const alt = `(?:${[...terms]
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})`;
  const start = '(?<![\\p{L}\\p{N}])';
  const end = '(?![\\p{L}\\p{N}])';
  const source = bound === 'word' ? `${start}${alt}${end}` : bound === 'start' ? `${start}${alt}` : alt;
  const m = new RegExp(source, 'iu').exec(text);
  return m ? { index: m.index, length: m[0].length } : null;
}

test('finds what the longest-first regular expression finds, for every bound', () => {
  const texts = [
    'A different approach: the diffs and the diff show what changed.',
    'Use apply_diff, then apply the diff; APPLY_DIFF is the same tool.',
    'gpt-4.1 and GPT-4.1-mini; gpt-4 alone; 4.1',
    'Set diffEnabled to false (diffenabled in JSON).',
    'Ünïcode wörds: Übergröße, über, ÜBER; naïve café.',
    '𝐀diff 𝐀 diff',
    '',
  ];
  const termSets = [
    ['diff'],
    ['diffs', 'diff'],
    ['apply', 'apply_diff'],
    ['gpt-4.1', 'gpt', '4.1', '4'],
    ['enabled'],
    ['über'],
    ['x'],
    [],
  ];
  for (const text of texts)
    for (const terms of termSets)
      for (const bound of ['word', 'start', 'anywhere'] as const)
        expect([text, terms, bound, findTerm(text, terms, bound)]).toEqual([text, terms, bound, byRegExp(text, terms, bound)]);
});

test('a text whose lower case changes length is searched by the regular expression', () => {
  const text = 'İstanbul diff';
  expect(text.toLowerCase().length).not.toBe(text.length);
  expect(findTerm(text, ['diff'], 'word')).toEqual({ index: 9, length: 4 });
});

test('a letter outside the basic plane counts as part of a word', () => {
  expect(findTerm('𝐀diff diff', ['diff'], 'start')).toEqual({ index: 7, length: 4 });
});
