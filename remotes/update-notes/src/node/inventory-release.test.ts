import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from '@rstest/core';
import { INVENTORY_FILES, inventoryFilesIn, inventoryRoutes, inventorySidebar, type InventoryFiles } from '@roo-docs/inventory';
import { patch, series } from './fixtures/entries.ts';
import { addReleaseToInventory, withdrawReleaseFromInventory } from './inventory-release.ts';

// A copy of the repository's inventory: the writer is tried on the real files' shapes.
let dir: string;
let files: InventoryFiles;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inventory-release-'));
  files = inventoryFilesIn(dir);
  await cp(INVENTORY_FILES.routes, files.routes);
  await cp(INVENTORY_FILES.sidebar, files.sidebar);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const texts = async () => [await readFile(files.routes, 'utf8'), await readFile(files.sidebar, 'utf8')];
const notesPaths = () => inventoryRoutes(files.routes).flatMap((r) => (r.remote === 'update-notes' ? [r.path] : []));
const seriesDocs = (name: string) =>
  inventorySidebar(files.sidebar)
    .find((i) => i.category === 'Update Notes')!
    .items!.find((i) => i.category === name)
    ?.items?.map((i) => i.doc);

test('a patch is added once: its route after the older versions, its doc first among the patches of its series', async () => {
  const before = await texts();
  expect(await addReleaseToInventory(patch('3.28.18', '2025-10-20'), files)).toEqual({ route: true, sidebar: true });
  const route = inventoryRoutes(files.routes).find((r) => r.path === '/update-notes/v3.28.18');
  expect(route).toEqual({
    path: '/update-notes/v3.28.18',
    title: 'Roo Code 3.28.18 Release Notes (2025-10-20)',
    remote: 'update-notes',
    context: 'Release Notes',
    version: '3.28.18',
    kind: 'patch',
    date: '2025-10-20',
  });
  expect(notesPaths().slice(-2)).toEqual(['/update-notes/v3.28.17', '/update-notes/v3.28.18']);
  expect(seriesDocs('3.28')!.slice(0, 3)).toEqual(['/update-notes/v3.28', '/update-notes/v3.28.18', '/update-notes/v3.28.17']);
  const once = await texts();
  // The route is the file's last, and only its lines are new: the rest is byte for byte what it was.
  expect(once[0]).toBe(`${before[0]!.slice(0, -3)},\n${JSON.stringify([route], null, 1).slice(2)}\n`);
  expect(await addReleaseToInventory(patch('3.28.18', '2025-10-20'), files)).toEqual({ route: false, sidebar: false });
  expect(await texts()).toEqual(once);
});

test('a new series gets its category above the older ones; its summary goes first, a backfilled patch among its elders', async () => {
  await addReleaseToInventory(patch('3.29.0', '2025-10-30'), files);
  await addReleaseToInventory(series('3.29', ['3.29.0']), files);
  await addReleaseToInventory(patch('3.28.5', '2025-09-20'), files);
  const categories = inventorySidebar(files.sidebar).find((i) => i.category === 'Update Notes')!.items!;
  expect(categories.map((i) => i.doc ?? i.category).slice(0, 3)).toEqual(['/update-notes/', '3.29', '3.28']);
  expect(seriesDocs('3.29')).toEqual(['/update-notes/v3.29', '/update-notes/v3.29.0']);
  expect(inventoryRoutes(files.routes).find((r) => r.path === '/update-notes/v3.29')).toMatchObject({ kind: 'minor-summary' });
  expect(notesPaths().slice(-2)).toEqual(['/update-notes/v3.29', '/update-notes/v3.29.0']);
  // 3.28.5 was there already: nothing moves.
  expect(seriesDocs('3.28')!.filter((d) => d === '/update-notes/v3.28.5')).toHaveLength(1);
});

test('withdrawing a release takes back only what it added, and an emptied series category with it', async () => {
  const before = await texts();
  const added = await addReleaseToInventory(patch('3.29.0', '2025-10-30'), files);
  await withdrawReleaseFromInventory('3.29.0', files, added);
  expect(await texts()).toEqual(before);
  await withdrawReleaseFromInventory('3.28.17', files, { route: false, sidebar: false });
  expect(await texts()).toEqual(before);
});

test('a malformed inventory file is refused naming it and the entry, and neither file changes', async () => {
  for (const [file, text, message] of [
    [files.routes, '[{"path": "/x"}', /routes\.json: .*JSON/],
    [files.routes, '[{"path": "/x", "title": "X", "remote": "blog"}]', /routes\.json: entry 0 .*"blog"/],
    [
      files.sidebar,
      '[{"doc": "/"}, {"category": "Update Notes"}]',
      /sidebar\.json: entry 1 .*needs a doc, a link, or a category with items/,
    ],
    [files.sidebar, '[{"doc": "/"}]', /sidebar\.json: no "Update Notes" category to list 3\.28\.18 in; nothing was written/],
  ] as const) {
    await cp(INVENTORY_FILES.routes, files.routes);
    await cp(INVENTORY_FILES.sidebar, files.sidebar);
    await writeFile(file, text);
    const before = await texts();
    await expect(addReleaseToInventory(patch('3.28.18', '2025-10-20'), files)).rejects.toThrow(message);
    expect(await texts()).toEqual(before);
  }
});
