import { expect, test } from '@rstest/core';
import { bucketOf, bucketPath, bucketRadices, routeKey, routeTable, type PageLoaders, type RouteBucket } from './route-table.ts';

const page = (name: string) => () => Promise.resolve({ name });

test("a route key drops one trailing slash, never the root's", () => {
  expect(['/', '/features/', '/features', '/features/checkpoints'].map(routeKey)).toEqual([
    '/',
    '/features',
    '/features',
    '/features/checkpoints',
  ]);
});

test('a page is found in its bucket, with or without its trailing slash; others are null', async () => {
  const routes = ['/features/', '/features/checkpoints', '/advanced-usage/rate-limits'];
  const buckets: PageLoaders[] = [{}, {}, {}];
  for (const r of routes) buckets[bucketOf(r, 3)]![r] = page(r);
  const imported: number[] = [];
  const table = routeTable(
    'features',
    ['advanced-usage', 'features'],
    buckets.map((pages, n) => () => (imported.push(n), Promise.resolve({ pages }))),
  );
  expect((await table.findPage('/features/checkpoints/'))?.route).toBe('/features/checkpoints');
  expect(await (await table.findPage('/features'))?.load()).toEqual({ name: '/features/' });
  expect(await table.findPage('/features/nothing-here')).toBeNull();
  expect(await table.findPage('/toString')).toBeNull();
  // A bucket is imported once, however often it is asked.
  await table.findPage('/features/checkpoints');
  expect(imported.filter((n) => n === bucketOf('/features/checkpoints', 3))).toHaveLength(1);
});

test('a bucket that failed to import is asked again', async () => {
  let calls = 0;
  const table = routeTable(
    'cloud',
    ['roo-code-cloud'],
    [
      () =>
        ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ pages: { '/roo-code-cloud/': page('x') } }),
    ],
  );
  await expect(table.findPage('/roo-code-cloud/')).rejects.toThrow('offline');
  expect((await table.findPage('/roo-code-cloud/'))?.route).toBe('/roo-code-cloud/');
});

test('a section owns the paths under its first segments; / belongs to the one that lists ""', () => {
  const table = routeTable('getting-started', ['', 'faq'], [{}]);
  expect(table.owns('/')).toBe(true);
  expect(table.owns('/faq/')).toBe(true);
  expect(table.owns('/features/checkpoints')).toBe(false);
});

test('a route is found down a tree of two levels, each module imported once', async () => {
  const radices = [2, 3];
  const routes = Array.from({ length: 40 }, (_, i) => `/update-notes/v${i}`);
  const leaves: PageLoaders[][] = [0, 1].map(() => [{}, {}, {}]);
  for (const r of routes) {
    const [a, b] = bucketPath(r, radices);
    leaves[a!]![b!]![r] = page(r);
  }
  let imports = 0;
  const lazy =
    <T>(value: T) =>
    () => (imports++, Promise.resolve(value));
  const root: RouteBucket[] = leaves.map((row) => lazy({ children: row.map((pages) => lazy({ pages })) }));
  const table = routeTable('update-notes', ['update-notes'], root, radices);
  for (const r of routes) expect(await (await table.findPage(r))?.load()).toEqual({ name: r });
  expect(await table.findPage('/update-notes/v999')).toBeNull();
  expect(imports).toBe(2 + 6);
});

test('the tree keeps one level up to 64 buckets, then every level at most 64 wide', () => {
  expect(bucketRadices(10)).toEqual([1]);
  expect(bucketRadices(1449)).toEqual([23]);
  expect(bucketRadices(64 * 64)).toEqual([64]);
  expect(bucketRadices(64 * 64 + 1)).toEqual([9, 9]);
  expect(bucketRadices(64 ** 3)).toEqual([64, 64]);
  expect(bucketRadices(64 ** 3 + 1)).toEqual([17, 17, 17]);
});
