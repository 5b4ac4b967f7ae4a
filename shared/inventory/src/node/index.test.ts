import { expect, test } from '@rstest/core';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inventoryRoutes, inventorySidebar } from './index.ts';

const fileWith = (text: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'inventory-')), 'routes.json');
  writeFileSync(file, text);
  return file;
};

test('the inventory plans routes in every section and a sidebar that starts at the home page', () => {
  const routes = inventoryRoutes();
  expect(new Set(routes.map((r) => r.remote)).size).toBe(5);
  expect(routes.find((r) => r.path === '/')?.remote).toBe('getting-started');
  expect(inventorySidebar()[0]).toEqual({ doc: '/' });
});

test('a broken inventory throws naming the file and the entry', () => {
  expect(() => inventoryRoutes(fileWith('[{"path": "/x", "title": "X", "remote": "blog"}]'))).toThrow(/routes\.json: entry 0 .*"blog"/);
  expect(() => inventoryRoutes(fileWith('{"path": "/x"}'))).toThrow(/routes\.json: expected a list/);
  expect(() => inventoryRoutes(fileWith('[{'))).toThrow(/routes\.json: .*JSON/);
});
