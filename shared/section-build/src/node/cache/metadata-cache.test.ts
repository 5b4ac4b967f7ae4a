import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import type { PageMetadata } from '../mdx/metadata.ts';
import { readPageMetadata } from '../mdx/metadata.ts';
import { cachedPageMetadata } from './metadata-cache.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

test('a page is compiled again only when its text or the build changed; warnings name the folder read', async () => {
  const base = await mkdtemp(join(tmpdir(), 'meta-cache-'));
  dirs.push(base);
  const cacheDir = join(base, 'cache');
  const page = (dir: string, name: string, text: string) => writeFile(join(dir, name), text).then(() => join(dir, name));
  const a = await page(base, 'a.mdx', '---\ntitle: A\ndescription: First.\n---\n\n## One\n\n[x](/nowhere)\n');
  const b = await page(base, 'b.mdx', '---\ntitle: B\ndescription: Second.\n---\n\nText.\n');
  const compiled: string[] = [];
  const read = (f: string): Promise<PageMetadata> => (compiled.push(f), readPageMetadata(f));
  // Pages are looked up concurrently, so the order they are compiled in is not fixed.

  const first = await cachedPageMetadata([a, b], { cacheDir, baseDir: base, digest: 'd1' }, read);
  expect([...compiled].sort()).toEqual([a, b]);
  expect(first[0]!.toc.map((h) => h.id)).toEqual(['one']);

  compiled.length = 0;
  await page(base, 'b.mdx', '---\ntitle: B2\ndescription: Second.\n---\n\nText.\n');
  const second = await cachedPageMetadata([a, b], { cacheDir, baseDir: base, digest: 'd1' }, read);
  expect(compiled).toEqual([b]);
  expect(second).toEqual([first[0], { ...first[1], frontmatter: { title: 'B2', description: 'Second.' } }]);

  compiled.length = 0;
  await cachedPageMetadata([a, b], { cacheDir, baseDir: base, digest: 'd2' }, read);
  expect([...compiled].sort()).toEqual([a, b]);

  // A copy of the folder with the same cache: nothing compiled, warnings name the copy's files.
  const copy = await mkdtemp(join(tmpdir(), 'meta-cache-copy-'));
  dirs.push(copy);
  const a2 = await page(copy, 'a.mdx', '---\ntitle: A\ndescription: First.\n---\n\n## One\n\n[x](/nowhere)\n');
  compiled.length = 0;
  const [copied] = await cachedPageMetadata([a2], { cacheDir, baseDir: copy, digest: 'd2' }, read);
  expect(compiled).toEqual([]);
  expect(copied!.warnings.every((w) => !w.includes(base))).toBe(true);
  expect(copied!.warnings.map((w) => w.replace(copy, '<dir>'))).toEqual(first[0]!.warnings.map((w) => w.replace(base, '<dir>')));
});

test('with store off, pages read are not remembered: the next stored read reads them again', async () => {
  const base = await mkdtemp(join(tmpdir(), 'meta-cache-'));
  dirs.push(base);
  const cacheDir = join(base, 'cache');
  const a = join(base, 'a.mdx');
  await writeFile(a, '---\ntitle: A\ndescription: First.\n---\n\n## One\n');
  const compiled: string[] = [];
  const read = (f: string): Promise<PageMetadata> => (compiled.push(f), readPageMetadata(f));
  const options = { cacheDir, baseDir: base, digest: 'd1' };
  await cachedPageMetadata([a], { ...options, store: false }, read);
  await cachedPageMetadata([a], options, read);
  await cachedPageMetadata([a], options, read);
  expect(compiled).toEqual([a, a]);
});

test('a caller that gives the page texts keys the cache by them, not by a second read of the disk', async () => {
  const base = await mkdtemp(join(tmpdir(), 'meta-cache-'));
  dirs.push(base);
  const a = join(base, 'a.mdx');
  await writeFile(a, '---\ntitle: On disk\ndescription: First.\n---\n');
  const given = '---\ntitle: Given\ndescription: First.\n---\n';
  const options = { cacheDir: join(base, 'cache'), baseDir: base, digest: 'd1', readText: () => given };
  const compiled: string[] = [];
  const read = (f: string): Promise<PageMetadata> => (compiled.push(f), readPageMetadata(f, { compile: false, text: given }));
  const [first] = await cachedPageMetadata([a], options, read);
  expect(first!.frontmatter.title).toBe('Given');
  // The disk changes, the given text does not: the page is not read again.
  await writeFile(a, '---\ntitle: Changed on disk\ndescription: First.\n---\n');
  await cachedPageMetadata([a], options, read);
  expect(compiled).toEqual([a]);
});
