import { expect, test } from '@rstest/core';
import { bucketOf, routeTable, type PageLoaders } from './route-table.ts';

const page = (name: string) => () => Promise.resolve({ name });

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
