import { expect, test } from '@rstest/core';
import {
  devNavStampSource,
  devPageModuleSource,
  devRoutesIndex,
  DEV_NAV_STAMP,
  DEV_PAGE_EVENT,
  DEV_SEARCH_STAMP,
  DEV_ROUTES_EVENT,
} from './dev-modules.ts';
import { routesModuleSource } from './routes-module.ts';

const file = (route: string, relative: string) => ({ file: `/remote/${relative}`, relative, route });

test('the development route table accepts its own updates and its functions ask the newest table', () => {
  const index = devRoutesIndex(routesModuleSource('features', [file('/features/a', 'content/features/a.mdx')]).index);
  expect(index).toContain('const table = routeTable("features"');
  expect(index).not.toContain('export const { section, owns, findPage }');
  expect(index).toContain('export const findPage = (path) => live.table.findPage(path);');
  expect(index).toContain('hot.accept();');
  expect(index).toContain(DEV_ROUTES_EVENT);
});

test('the development route table imports the navigation stamp, which follows the sidebar', () => {
  const index = devRoutesIndex(routesModuleSource('features', [file('/features/a', 'content/features/a.mdx')]).index);
  expect(index.startsWith(`import './${DEV_NAV_STAMP}';\nimport './${DEV_SEARCH_STAMP}';`)).toBe(true);
  const sidebar = [{ order: 1, item: { type: 'doc', path: '/features/a' } }];
  const stamp = devNavStampSource({ sidebar, routes: [] });
  expect(stamp).toMatch(/^\/\/ Generated[^\n]*\nexport const navStamp = '[0-9a-f]{16}';\n$/);
  expect(devNavStampSource({ sidebar: [...sidebar, ...sidebar], routes: [] })).not.toBe(stamp);
  expect(devNavStampSource({ sidebar, routes: [] })).toBe(stamp);
});

test('a table of another shape is refused, not served half-working', () => {
  expect(() => devRoutesIndex('export default {};')).toThrow(/shape/);
});

test('the development page module accepts its MDX and re-exports it through live bindings', () => {
  const source = devPageModuleSource(file('/features/a', 'content/features/a.mdx'), { lastUpdated: null, source: 'x' });
  expect(source).toContain('import * as page from "../../content/features/a.mdx";');
  expect(source).toContain('export { Content as default };');
  expect(source).toContain('import.meta.webpackHot.accept("../../content/features/a.mdx"');
  expect(source).toContain(`new CustomEvent("${DEV_PAGE_EVENT}", { detail: "/features/a" })`);
});
