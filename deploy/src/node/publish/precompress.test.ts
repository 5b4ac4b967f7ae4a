import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, test } from '@rstest/core';
import { pickVariant } from '../serve/negotiate.ts';
import { precompress, QUALITY } from './precompress.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});
const folder = async () => {
  const d = await mkdtemp(join(tmpdir(), 'precompress-'));
  dirs.push(d);
  return d;
};
const text = (seed: string) => `<p>${seed}</p>\n`.repeat(200);

test('writes .br and .gz twins of text files that decompress to the file; skips small files and ssr/', async () => {
  const dir = await folder();
  await mkdir(join(dir, 'ssr'));
  await writeFile(join(dir, 'page.html'), text('a'));
  await writeFile(join(dir, 'tiny.js'), 'x');
  await writeFile(join(dir, 'ssr/index.mjs'), text('s'));
  expect(await precompress(dir, { quality: QUALITY.pages })).toBe(1);
  const raw = await readFile(join(dir, 'page.html'));
  expect(brotliDecompressSync(await readFile(join(dir, 'page.html.br')))).toEqual(raw);
  expect(gunzipSync(await readFile(join(dir, 'page.html.gz')))).toEqual(raw);
  await expect(stat(join(dir, 'tiny.js.br'))).rejects.toThrow();
  await expect(stat(join(dir, 'ssr/index.mjs.br'))).rejects.toThrow();
  expect(await precompress(dir)).toBe(0); // already done
});

test('reuses the twins of a byte-identical file in another folder; a changed file is compressed anew', async () => {
  const live = await folder();
  await mkdir(join(live, 'a'));
  await writeFile(join(live, 'a/same.js'), text('same'));
  await writeFile(join(live, 'a/changed.js'), text('old'));
  await precompress(live);
  const next = await folder();
  await mkdir(join(next, 'a'));
  await writeFile(join(next, 'a/same.js'), text('same'));
  await writeFile(join(next, 'a/changed.js'), text('new'));
  await writeFile(join(next, 'a/added.js'), text('added'));
  expect(await precompress(next, { reuseFrom: live })).toBe(2);
  expect((await stat(join(next, 'a/same.js.br'))).ino).toBe((await stat(join(live, 'a/same.js.br'))).ino);
  for (const name of ['same', 'changed', 'added']) {
    const raw = await readFile(join(next, `a/${name}.js`));
    expect(brotliDecompressSync(await readFile(join(next, `a/${name}.js.br`)))).toEqual(raw);
    expect(gunzipSync(await readFile(join(next, `a/${name}.js.gz`)))).toEqual(raw);
  }
});

test('a reused twin is served: it is not older than the freshly written file it stands for', async () => {
  const live = await folder();
  await writeFile(join(live, 'main.js'), text('same'));
  await precompress(live);
  // The live build was compressed an hour ago; the next publish writes the same bytes now.
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const f of ['main.js', 'main.js.br', 'main.js.gz']) await utimes(join(live, f), hourAgo, hourAgo);
  const next = await folder();
  await writeFile(join(next, 'main.js'), text('same'));
  expect(await precompress(next, { reuseFrom: live })).toBe(0);
  expect(await pickVariant(join(next, 'main.js'), 'gzip, deflate, br')).toMatchObject({
    file: join(next, 'main.js.br'),
    encoding: 'br',
    vary: true,
  });
  expect((await pickVariant(join(next, 'main.js'), 'gzip')).encoding).toBe('gzip');
});
