import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import { splitSections } from '../search/split-sections.ts';
import { cachedSplitSections } from './sections-cache.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const page = (n: number) => `<p>Intro ${n}.</p><h2 id="one">One</h2><p>Text ${n}.</p><h3 id="two">Two</h3><p>More.</p>`;

test('sections come from the store for the same HTML and build, from the HTML otherwise', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sections-cache-'));
  dirs.push(dir);
  const first = await cachedSplitSections(dir, 'd1');
  expect(first.split(page(1), 'Page')).toEqual(splitSections(page(1), 'Page'));
  expect(first.split(page(2), 'Page')).toEqual(splitSections(page(2), 'Page'));
  await first.save();

  // Mark what the store holds, to see whether a later build reads it or parses again.
  const file = join(dir, 'search-sections.json');
  const stored = JSON.parse(await readFile(file, 'utf8'));
  for (const sections of Object.values(stored.pages) as { text: string }[][]) sections[0]!.text = 'from the store';
  await writeFile(file, JSON.stringify(stored));

  const second = await cachedSplitSections(dir, 'd1');
  expect(second.split(page(1), 'Page')[0]!.text).toBe('from the store');
  expect(second.split(page(1), 'Other title')).toEqual(splitSections(page(1), 'Other title'));
  await second.save();
  // Only what the last build used is kept.
  expect(Object.keys(JSON.parse(await readFile(file, 'utf8')).pages)).toHaveLength(2);

  const rebuilt = await cachedSplitSections(dir, 'd2');
  expect(rebuilt.split(page(1), 'Page')).toEqual(splitSections(page(1), 'Page'));
});
