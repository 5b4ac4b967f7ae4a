import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import { copyTree, placeImmutable } from './copy-build.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});
const folder = async (parent = tmpdir()) => {
  const d = await mkdtemp(join(parent, 'copy-build-'));
  dirs.push(d);
  return d;
};

async function build(dir: string) {
  await mkdir(join(dir, 'ssr/deep'), { recursive: true });
  await writeFile(join(dir, 'remoteEntry.js'), 'entry');
  await writeFile(join(dir, 'ssr/index.mjs'), 'ssr');
  await writeFile(join(dir, 'ssr/deep/page.js'), 'page');
}

test('placeImmutable places the build whole, as copies: rewriting a published file leaves the build as built', async () => {
  const root = await folder();
  await build(join(root, 'dist'));
  const to = join(root, 'origin/_mf/s/abc');
  await placeImmutable(join(root, 'dist'), to);
  for (const f of ['remoteEntry.js', 'ssr/index.mjs', 'ssr/deep/page.js']) {
    expect(await readFile(join(to, f), 'utf8')).toBe(await readFile(join(root, 'dist', f), 'utf8'));
  }
  // A hard link here once let a test that breaks a published manifest break the build it came from.
  await writeFile(join(to, 'remoteEntry.js'), 'broken');
  expect(await readFile(join(root, 'dist/remoteEntry.js'), 'utf8')).toBe('entry');
  expect(existsSync(`${to}.tmp-${process.pid}`)).toBe(false);
});

// /dev/shm is a memory file system on Linux, apart from the one tmpdir() is on.
test('copies across file systems too', async () => {
  expect((await stat('/dev/shm')).dev).not.toBe((await stat(tmpdir())).dev);
  const from = await folder('/dev/shm');
  await build(from);
  const to = join(await folder(), 'copy');
  await copyTree(from, to);
  expect(await readFile(join(to, 'ssr/deep/page.js'), 'utf8')).toBe('page');
  expect((await stat(join(to, 'ssr/index.mjs'))).dev).not.toBe((await stat(join(from, 'ssr/index.mjs'))).dev);
});
