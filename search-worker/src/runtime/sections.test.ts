import { expect, test } from '@rstest/core';
import { SEARCH_CONTEXTS, SECTION_NAMES, sitePathSchema } from '@roo-docs/schemas';
import { isSectionName, isSitePath, SECTIONS } from './sections.ts';
import { RELEASE_NOTES_CONTEXT } from './types.ts';

test('the zod-free copies agree with the schemas', () => {
  expect([...SECTIONS]).toEqual([...SECTION_NAMES]);
  expect(isSectionName('features')).toBe(true);
  expect(isSectionName('blog')).toBe(false);
  expect(SEARCH_CONTEXTS.map((c) => c.label)).toContain(RELEASE_NOTES_CONTEXT);
});

test('site paths are recognised exactly as the schemas recognise them', () => {
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
  for (const path of [...samples, 'https://evil.example/', '/a\\b', '/ü', '']) {
    expect([path, isSitePath(path)]).toEqual([path, sitePathSchema.safeParse(path).success]);
  }
});

test('a long path that is not a site path is rejected at once', () => {
  const start = performance.now();
  expect(isSitePath(`/${'a'.repeat(50_000)}!`)).toBe(false);
  expect(performance.now() - start).toBeLessThan(50);
});
