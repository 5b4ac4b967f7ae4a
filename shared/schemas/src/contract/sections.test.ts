import { expect, test } from '@rstest/core';
import { sectionNameSchema, sitePathSchema } from '../site/sections.ts';
import { isSectionName, isSitePath, SECTION_NAMES } from './sections.ts';

test('section names are recognised exactly as the schema recognises them', () => {
  for (const value of [...SECTION_NAMES, 'blog', '', 'Features', 3, null]) {
    expect([value, isSectionName(value)]).toEqual([value, sectionNameSchema.safeParse(value).success]);
  }
});

test('site paths are recognised exactly as the schema recognises them', () => {
  const samples = [
    '/',
    '/faq',
    '/features/',
    '/update-notes/v3.28.16',
    '/a//b',
    '//evil.example/',
    'faq',
    '/a/../b',
    '/a?b',
    '/a#b',
  ];
  for (const path of [...samples, 'https://evil.example/', '/a\\b', '/ü', '', 42]) {
    expect([path, isSitePath(path)]).toEqual([path, sitePathSchema.safeParse(path).success]);
  }
});

// A backtracking pattern would not return here at all; the test timeout is the guard, not a clock.
test('a long path that is not a site path is rejected', () => {
  expect(isSitePath(`/${'a'.repeat(50_000)}!`)).toBe(false);
});
