import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import { devServerBundle } from './dev-server-bundle.mjs';

const root = mkdtempSync(join(tmpdir(), 'dev-bundle-'));
const cacheDir = join(root, 'cache');
const entry = join(root, 'entry.ts');
const load = (bundle: string) => createRequire(import.meta.url)(bundle) as { answer(): string; here: string };
afterAll(() => rmSync(root, { recursive: true, force: true }));

writeFileSync(
  entry,
  "import { word } from './word.ts';\nexport const answer = (): string => word;\nexport const here = import.meta.url;\n",
);
writeFileSync(join(root, 'word.ts'), "export const word: string = 'first';\n");

test('the bundle runs the TypeScript it was built from, with import.meta.url naming the source file', async () => {
  const bundle = await devServerBundle(root, entry, cacheDir);
  expect(load(bundle).answer()).toBe('first');
  expect(load(bundle).here).toBe(`file://${entry}`);
});

test('an unchanged source reuses the bundle; a saved one builds a new bundle with the change', async () => {
  const before = await devServerBundle(root, entry, cacheDir);
  expect(await devServerBundle(root, entry, cacheDir)).toBe(before);
  writeFileSync(join(root, 'word.ts'), "export const word: string = 'second';\n");
  const after = await devServerBundle(root, entry, cacheDir);
  expect(after).not.toBe(before);
  expect(load(after).answer()).toBe('second');
});

test('a bundle removed from the cache is built again', async () => {
  const before = await devServerBundle(root, entry, cacheDir);
  rmSync(before);
  const after = await devServerBundle(root, entry, cacheDir);
  expect(after).not.toBe(before);
  expect(load(after).answer()).toBe('second');
});

test('code that would run differently from one file is refused with the reason', async () => {
  writeFileSync(join(root, 'word.ts'), 'export const word: string = String(import.meta.dirname);\n');
  await expect(devServerBundle(root, entry, cacheDir)).rejects.toThrow(/did not bundle[\s\S]*import\.meta\.dirname/);
});
