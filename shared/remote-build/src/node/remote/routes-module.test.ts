import { expect, test } from '@rstest/core';
import { bucketOf, ROUTES_PER_BUCKET } from '@roo-docs/schemas/contract';
import { pageModuleName, pageModuleSource, routesModuleSource } from './routes-module.ts';

const file = (route: string, relative: string) => ({ file: `/remote/${relative}`, relative, route });

test('each route gets its own page module name, folder indexes included', () => {
  const routes = ['/', '/features/', '/features/checkpoints', '/update-notes/v3.28.17', '/update-notes/'];
  const names = routes.map(pageModuleName);
  expect(names).toEqual([
    'index.js',
    'features__index.js',
    'features__checkpoints.js',
    'update-notes__v3.28.17.js',
    'update-notes__index.js',
  ]);
  expect(new Set(names).size).toBe(routes.length);
});

test('the route table holds paths and loaders only; page data rides in the page module', () => {
  const pages = [file('/features/checkpoints', 'content/features/checkpoints.mdx')];
  const table = routesModuleSource('features', pages);
  expect(table.buckets).toEqual([]);
  expect(table.index).toContain('"/features/checkpoints": () => import("./pages/features__checkpoints.js")');
  expect(table.index).not.toContain('lastUpdated');
  const page = pageModuleSource(pages[0]!, {
    lastUpdated: '2025-10-01T00:00:00Z',
    source: 'remotes/features/content/features/checkpoints.mdx',
  });
  expect(page).toContain('export * from "../../content/features/checkpoints.mdx";');
  expect(page).toContain('export { default } from "../../content/features/checkpoints.mdx";');
  expect(page).toContain('export const meta = {"lastUpdated":"2025-10-01T00:00:00Z"');
});

test('a large section splits its loaders into buckets; routes.js holds one import per bucket', () => {
  const notes = Array.from({ length: 1460 }, (_, i) => file(`/update-notes/v3.${i}`, `content/v3.${i}.mdx`));
  const table = routesModuleSource('update-notes', [file('/update-notes/', 'content/index.mdx'), ...notes]);
  expect(table.buckets.length).toBe(Math.ceil(1461 / ROUTES_PER_BUCKET));
  expect(table.index).not.toContain('/update-notes/v3.');
  expect(table.index).toContain('() => import("./route-buckets/22.js")');
  const listed = table.buckets.flatMap((b) =>
    [...b.matchAll(/^ {2}"([^"]+)": \(\) => import\("\.\.\/pages\//gm)].map((m) => m[1]),
  );
  expect(listed.sort()).toEqual(['/update-notes/', ...notes.map((f) => f.route)].sort());
  // FNV-1a spreads the routes: no bucket is much over its share.
  for (const b of table.buckets) expect(b.split('\n').length - 4).toBeLessThanOrEqual(ROUTES_PER_BUCKET * 1.5);
  // Each route sits in the bucket the browser will look in.
  table.buckets.forEach((b, n) => {
    for (const m of b.matchAll(/^ {2}"([^"]+)"/gm)) expect(bucketOf(m[1]!, table.buckets.length)).toBe(n);
  });
});
