import { expect, test } from '@rstest/core';
import type { SectionName, SectionRouteTable } from '@roo-docs/schemas';
import { checkDocsVersions } from './docs-versions.ts';

const route = (path: string, inSidebar = true) => ({
  path,
  title: path,
  description: 'A page.',
  context: null,
  headings: [],
  lastUpdated: null,
  source: `remotes/x${path}.mdx`,
  inSidebar,
});
const tables = new Map<SectionName, SectionRouteTable>([
  [
    'getting-started',
    {
      schemaVersion: 1,
      section: 'getting-started',
      buildId: 'a'.repeat(16),
      sidebar: [],
      routes: [route('/'), route('/getting-started/installing'), route('/faq', false)],
    },
  ],
]);
const current = { name: 'current', label: 'Latest', isLast: true, path: '/', mainDocPath: '/' };

test('the configured version takes every live page, with ids from their paths', () => {
  const [version] = checkDocsVersions(tables, [current], '/');
  expect(version?.mainDocId).toBe('index');
  expect(version?.docs).toEqual([
    { id: 'index', path: '/', sidebar: 'docs' },
    { id: 'getting-started/installing', path: '/getting-started/installing', sidebar: 'docs' },
    { id: 'faq', path: '/faq' },
  ]);
});

test('a version outside the base URL is a configuration error naming the base', () => {
  expect(() => checkDocsVersions(tables, [current], '/docs/')).toThrow(
    /Invalid docs version current \(base URL \/docs\/\):\n {2}path: Invalid string: must start with "\/docs\/"/,
  );
});

test('a version whose main page is not live is an error', () => {
  expect(() => checkDocsVersions(tables, [{ ...current, mainDocPath: '/gone' }], '/')).toThrow(
    'Docs version current: its main page /gone is not a live route',
  );
});
