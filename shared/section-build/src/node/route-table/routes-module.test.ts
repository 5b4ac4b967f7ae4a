import { expect, test } from '@rstest/core';
import { bucketPath, bucketRadices, ROUTES_PER_BUCKET } from '@roo-docs/schemas/contract';
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
  expect(table.buckets.size).toBe(0);
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

/** Checks a generated table: each file's size, each import's target, and where each route sits. */
function checkTree(table: ReturnType<typeof routesModuleSource>, routes: string[], radices: number[]) {
  const files = new Map([...table.buckets].map(([name, text]) => [`route-buckets/${name}.js`, text]));
  const entries = (text: string) => text.split('\n').filter((l) => l.startsWith('  ')).length;
  expect(entries(table.index)).toBe(radices[0]);
  const seen = new Map<string, string>();
  for (const [file, text] of files) {
    // Inner modules hold one import per child; buckets about ROUTES_PER_BUCKET routes (FNV-1a spreads them).
    expect(entries(text)).toBeLessThanOrEqual(ROUTES_PER_BUCKET * 1.5);
    for (const m of text.matchAll(/import\("\.\/([^"]+)"\)/g)) expect(files.has(`route-buckets/${m[1]}`)).toBe(true);
    for (const m of text.matchAll(/^ {2}"([^"]+)": \(\) => import\("\.\.\/pages\//gm)) seen.set(m[1]!, file);
  }
  for (const m of table.index.matchAll(/import\("\.\/([^"]+)"\)/g)) expect(files.has(m[1]!)).toBe(true);
  // Every route is in exactly the bucket the browser will look in.
  expect([...seen.keys()].sort()).toEqual([...routes].sort());
  for (const route of routes) expect(seen.get(route)).toBe(`route-buckets/${bucketPath(route, radices).join('-')}.js`);
}

test('a large section splits its loaders into buckets; routes.js holds one import per bucket', () => {
  const notes = Array.from({ length: 1460 }, (_, i) => file(`/update-notes/v3.${i}`, `content/v3.${i}.mdx`));
  const pages = [file('/update-notes/', 'content/index.mdx'), ...notes];
  const table = routesModuleSource('update-notes', pages);
  expect(bucketRadices(1461)).toEqual([Math.ceil(1461 / ROUTES_PER_BUCKET)]);
  expect(table.buckets.size).toBe(23);
  expect(table.index).not.toContain('/update-notes/v3.');
  expect(table.index).toContain('() => import("./route-buckets/22.js")');
  checkTree(
    table,
    pages.map((f) => f.route),
    [23],
  );
});

test('past 64 buckets a further level keeps every file at about 64 entries', () => {
  const notes = Array.from({ length: 10_000 }, (_, i) => file(`/update-notes/v${i}`, `content/v${i}.mdx`));
  const table = routesModuleSource('update-notes', notes);
  const radices = bucketRadices(10_000);
  expect(radices).toEqual([13, 13]);
  expect(table.index).toContain(', [13,13]);');
  expect(table.buckets.size).toBe(13 + 13 * 13);
  checkTree(
    table,
    notes.map((f) => f.route),
    radices,
  );
});
