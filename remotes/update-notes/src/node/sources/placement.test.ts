import { expect, test } from '@rstest/core';
import { placeReferences } from './placement.ts';
import { emptyReferences, mergeReferences, type SourceLine } from './source-references.ts';

const line = (version: string, refs: { pulls?: string[]; issues?: string[]; credits?: string[] }): SourceLine => ({
  version,
  refs: mergeReferences(emptyReferences(), refs),
});
// 2.2.8 ships on the 2.2.6 page; 3.4.0 has no page.
const pages: Record<string, string> = { '2.2.6': '2.2.6', '2.2.8': '2.2.6', '3.23.18': '3.23.18', '3.24.0': '3.24.0' };
const pageOf = (v: string) => pages[v];
const releaseOfPull = new Map([
  ['5085', '3.23.18'],
  ['5798', '3.24.0'],
  ['300', '2.2.8'],
  ['900', '3.4.0'],
]);

test('a pull request listed on a later page moves to its release, with the people thanked for it', () => {
  const { pages: placed } = placeReferences({
    changelog: [],
    notes: [line('3.24.0', { pulls: ['5085'], credits: ['elianiva'] }), line('3.24.0', { pulls: ['5798'], credits: ['hannes'] })],
    pageOf,
    releaseOfPull,
  });
  expect(placed.get('3.23.18')).toEqual({ pulls: ['5085'], issues: [], credits: ['elianiva'] });
  expect(placed.get('3.24.0')).toEqual({ pulls: ['5798'], issues: [], credits: ['hannes'] });
});

test('thanks for numbers of several releases stay on the line’s page; a bundled release maps to its page', () => {
  const { pages: placed } = placeReferences({
    changelog: [line('2.2.8', { pulls: ['300'] })],
    notes: [line('3.24.0', { pulls: ['5085', '5798'], credits: ['a'] })],
    pageOf,
    releaseOfPull,
  });
  expect(placed.get('2.2.6')?.pulls).toEqual(['300']);
  expect(placed.get('3.24.0')).toEqual({ pulls: ['5798'], issues: [], credits: ['a'] });
  expect(placed.get('3.23.18')).toEqual({ pulls: ['5085'], issues: [], credits: [] });
});

test('issues stay under every CHANGELOG release naming them; a note’s link to an issue follows the CHANGELOG', () => {
  const { pages: placed, withoutMergeCommit } = placeReferences({
    changelog: [line('3.23.18', { issues: ['6632'] }), line('3.24.0', { issues: ['6632', '8371'], credits: ['s'] })],
    // The note links #8371 as a pull request, but no merge has that number and the CHANGELOG calls it an issue.
    notes: [line('3.23.18', { pulls: ['8371', '42'], credits: ['s'] })],
    pageOf,
    releaseOfPull,
  });
  expect(placed.get('3.23.18')).toEqual({ pulls: ['42'], issues: ['6632'], credits: ['s'] });
  expect(placed.get('3.24.0')).toEqual({ pulls: [], issues: ['6632', '8371'], credits: ['s'] });
  expect(withoutMergeCommit).toEqual(['42']);
});

test('a release without a page is an error naming the number, and spellings are unified across pages', () => {
  expect(() => placeReferences({ changelog: [], notes: [line('3.24.0', { pulls: ['900'] })], pageOf, releaseOfPull })).toThrow(
    'pull request #900: release 3.4.0 has no patch page',
  );
  const { pages: placed } = placeReferences({
    changelog: [line('3.23.18', { credits: ['cte'] }), line('3.24.0', { credits: ['cte'] })],
    notes: [line('2.2.6', { credits: ['CTE'] })],
    pageOf,
    releaseOfPull,
  });
  expect(placed.get('2.2.6')?.credits).toEqual(['cte']);
});
