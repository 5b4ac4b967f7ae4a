import { expect, test } from '@rstest/core';
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
  expect(table).toContain('"/features/checkpoints": () => import("./pages/features__checkpoints.js")');
  expect(table).not.toContain('lastUpdated');
  const page = pageModuleSource(pages[0]!, {
    lastUpdated: '2025-10-01T00:00:00Z',
    source: 'remotes/features/content/features/checkpoints.mdx',
  });
  expect(page).toContain('export * from "../../content/features/checkpoints.mdx";');
  expect(page).toContain('export { default } from "../../content/features/checkpoints.mdx";');
  expect(page).toContain('export const meta = {"lastUpdated":"2025-10-01T00:00:00Z"');
});
