import { expect, test } from '@rstest/core';
import type { SectionRouteTable } from '@roo-docs/schemas';
import { llmsFullTxt, sidebarOrder } from './llms-full.ts';

const route = (path: string) => ({
  path,
  title: path,
  description: 'd',
  context: null,
  headings: [],
  lastUpdated: null,
  source: 's',
  inSidebar: true,
});
const table = (
  section: SectionRouteTable['section'],
  paths: string[],
  sidebar: SectionRouteTable['sidebar'],
): SectionRouteTable => ({
  schemaVersion: 1,
  section,
  buildId: 'abcdef123456',
  sidebar,
  routes: paths.map(route),
});

const tables = [
  table(
    'features',
    ['/features/a', '/features/b', '/features/hidden'],
    [
      {
        order: 3,
        item: {
          type: 'category',
          label: 'F',
          items: [
            { type: 'doc', path: '/features/b' },
            { type: 'doc', path: '/features/a' },
          ],
        },
      },
    ],
  ),
  table('getting-started', ['/'], [{ order: 1, item: { type: 'doc', path: '/' } }]),
  table(
    'update-notes',
    ['/update-notes/v2', '/update-notes/v1'],
    [
      { order: 9, item: { type: 'doc', path: '/update-notes/v2' } },
      { order: 10, item: { type: 'doc', path: '/update-notes/v1' } },
    ],
  ),
];

test('pages follow the sidebar across sections, then the pages it does not list', () => {
  expect(sidebarOrder(tables.slice(0, 2))).toEqual(['/', '/features/b', '/features/a', '/features/hidden']);
});

test('llms-full.txt holds every docs page’s twin in sidebar order; the release notes have their own file', () => {
  const twins = new Map([
    ...tables.flatMap((t) => t.routes.map((r) => [r.path, `# ${r.path}\n\nText of ${r.path}.\n`] as const)),
  ]);
  const { docs, optional } = llmsFullTxt(tables, twins);
  expect(optional.map((o) => o.path)).toEqual(['/update-notes/llms-full.txt']);
  const releaseNotes = optional[0]!.text;
  expect(releaseNotes.startsWith('# Roo Code release notes\n\n> ')).toBe(true);
  expect(docs).toContain('Release notes: https://docs.roocode.com/update-notes/llms-full.txt.');
  expect(docs.startsWith('# Roo Code Documentation\n\n> ')).toBe(true);
  const order = ['/', '/features/b', '/features/a', '/features/hidden'].map((p) => docs.indexOf(`# ${p}\n\nText of ${p}.`));
  expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
  expect(docs).not.toContain('/update-notes/v');
  expect(releaseNotes.indexOf('# /update-notes/v2')).toBeLessThan(releaseNotes.indexOf('# /update-notes/v1'));
  expect(releaseNotes).not.toContain('Text of /features');
});

test('an optional section that is not live gets no file of its own', () => {
  expect(llmsFullTxt(tables.slice(0, 2), new Map()).optional).toEqual([]);
});
