import { expect, test } from '@rstest/core';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SECTION_NAMES, sectionRecord } from '@roo-docs/schemas/contract';
import { inventoryRoutes, inventorySidebar } from './index.ts';

const fileWith = (text: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'inventory-')), 'routes.json');
  writeFileSync(file, text);
  return file;
};

test('the inventory plans routes in every section and a sidebar that starts at the home page', () => {
  const routes = inventoryRoutes();
  expect([...new Set(routes.map((r) => r.remote))].sort()).toEqual([...SECTION_NAMES].sort());
  expect(routes.find((r) => r.path === '/')?.remote).toBe('getting-started');
  expect(inventorySidebar()[0]).toEqual({ doc: '/' });
});

// The record says which folders a section owns: a planned route must agree with it.
test("each planned route lies under one of its section's contexts, or at the root section's root", () => {
  const prefixes = new Set(SECTION_NAMES.flatMap((s) => sectionRecord(s).contexts.map((c) => c.prefix)));
  const wrong = inventoryRoutes().filter((r) => {
    const record = sectionRecord(r.remote);
    const first = r.path.split('/')[1] ?? '';
    if (r.context === null) return !record.root || prefixes.has(first);
    return record.contexts.find((c) => c.prefix === first)?.label !== r.context;
  });
  expect(wrong.map((r) => `${r.path} (${r.remote}, ${r.context})`)).toEqual([]);
});

test('a broken inventory throws naming the file and the entry', () => {
  expect(() => inventoryRoutes(fileWith('[{"path": "/x", "title": "X", "remote": "blog"}]'))).toThrow(/routes\.json: entry 0 .*"blog"/);
  expect(() => inventoryRoutes(fileWith('{"path": "/x"}'))).toThrow(/routes\.json: expected a list/);
  expect(() => inventoryRoutes(fileWith('[{'))).toThrow(/routes\.json: .*JSON/);
});
