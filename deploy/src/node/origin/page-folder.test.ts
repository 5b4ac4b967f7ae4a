import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@rstest/core';
import { originAt, type Origin } from './origin.ts';
import { fillFromLive } from './page-fill.ts';
import { ensureLinks, filesUnder, liveId, pageFolder, removeDeadLinks, switchLive } from './page-folder.ts';

async function put(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
}

async function liveSite(): Promise<Origin> {
  const origin = originAt(await mkdtemp(join(tmpdir(), 'page-folder-')));
  await put(pageFolder(origin, 'a'), {
    'index.html': 'home',
    'index.html.gz': 'home gz',
    'features/old/index.html': 'old',
    'features/kept/index.html': 'kept',
    'robots.txt': 'by hand',
  });
  ensureLinks(origin, filesUnder(pageFolder(origin, 'a')));
  switchLive(origin, 'a');
  return origin;
}

test('a new folder holds the live files this publish left alone, less the dropped pages, sharing their bytes', async () => {
  const origin = await liveSite();
  await put(pageFolder(origin, 'b'), { 'features/kept/index.html': 'kept 2', 'index.html.fill-99': 'half' });
  await put(pageFolder(origin, 'a'), { 'index.html.fill-98': 'half of a killed placement' });
  expect(fillFromLive(origin, pageFolder(origin, 'b'), new Set(['features/old/index.html']))).toBe(3);
  expect(filesUnder(pageFolder(origin, 'b'))).toEqual([
    'features/kept/index.html',
    'index.html',
    'index.html.fill-99',
    'index.html.gz',
    'robots.txt',
  ]);
  expect(await readFile(join(pageFolder(origin, 'b'), 'features/kept/index.html'), 'utf8')).toBe('kept 2');
  const [live, next] = await Promise.all(['a', 'b'].map((id) => lstat(join(pageFolder(origin, id), 'index.html'))));
  expect(next!.ino).toBe(live!.ino);
});

test('the served paths are links through .pages/live: one rename switches them all, dead ones go after', async () => {
  const origin = await liveSite();
  expect((await lstat(join(origin.dir, 'features/old/index.html'))).isSymbolicLink()).toBe(true);
  await put(pageFolder(origin, 'b'), { 'index.html': 'home 2', 'features/new/index.html': 'new' });
  ensureLinks(origin, filesUnder(pageFolder(origin, 'b')));
  // Linked but not switched: the new page is not there yet, the old ones still are.
  await expect(readFile(join(origin.dir, 'features/new/index.html'))).rejects.toThrow(/ENOENT/);
  expect(await readFile(join(origin.dir, 'index.html'), 'utf8')).toBe('home');
  switchLive(origin, 'b');
  expect(liveId(origin)).toBe('b');
  expect(await readFile(join(origin.dir, 'index.html'), 'utf8')).toBe('home 2');
  expect(await readFile(join(origin.dir, 'features/new/index.html'), 'utf8')).toBe('new');
  await symlink('index.html', join(origin.dir, 'index.html.link-12'));
  expect(removeDeadLinks(origin)).toBe(5);
  expect((await readdir(origin.dir)).sort()).toEqual(['.pages', 'features', 'index.html']);
  expect(await readdir(join(origin.dir, 'features'))).toEqual(['new']);
});

test('a plain file in the way of a link is replaced by it', async () => {
  const origin = await liveSite();
  await rm(join(origin.dir, 'robots.txt'));
  await writeFile(join(origin.dir, 'robots.txt'), 'plain');
  expect(ensureLinks(origin, ['robots.txt', 'index.html'])).toBe(1);
  expect(await readFile(join(origin.dir, 'robots.txt'), 'utf8')).toBe('by hand');
});
