import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import type { RouteEntry } from '@roo-docs/schemas';
import { copySiteFiles, listSiteFiles, siteFileFault } from './site-files.ts';

const route = (path: string): RouteEntry => ({
  path,
  title: 't',
  description: 'd',
  context: null,
  headings: [],
  lastUpdated: null,
  source: 's',
  inSidebar: true,
});
const routes = [route('/update-notes/'), route('/update-notes/v3.28.17')];

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});
async function folder(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'site-files-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(join(dir, rel, '..'), { recursive: true });
    await writeFile(join(dir, rel), text);
  }
  return dir;
}

test('site files are listed as site paths, sorted, without the twins publishing adds; a missing folder has none', async () => {
  // The build folder on the origin, compressed in the background while a publish lists it.
  const dir = await folder({
    'update-notes/rss.xml': 'r',
    'update-notes/rss.xml.gz': 'g',
    'update-notes/rss.xml.br.tmp-4242': 'half',
    'update-notes/feed.json': 'j',
  });
  expect(listSiteFiles(dir)).toEqual(['/update-notes/feed.json', '/update-notes/rss.xml']);
  expect(listSiteFiles(join(dir, 'nothing'))).toEqual([]);
});

test("a section publishes files under its own paths only, and never in a page's place", () => {
  expect(siteFileFault('update-notes', ['/update-notes/rss.xml'], routes)).toBeNull();
  expect(siteFileFault('update-notes', ['/features/rss.xml'], routes)).toMatch(
    /outside the section's own paths \(\/update-notes\/\)/,
  );
  expect(siteFileFault('update-notes', ['/robots.txt'], routes)).toMatch(/outside/);
  expect(siteFileFault('update-notes', ['/update-notes/v3.28.17/index.html'], routes)).toMatch(/take the place of a page/);
  expect(siteFileFault('update-notes', ['/update-notes/rss.xml.gz'], routes)).toMatch(/compressed copies/);
});

test('the build copies them into site-files/, and refuses one outside the section', async () => {
  const ok = await folder({ 'update-notes/rss.xml': '<rss/>' });
  const staging = await folder({});
  copySiteFiles({ section: 'update-notes', generated: { contentDir: '', sources: {}, siteFiles: ok } }, routes, staging);
  expect(await readFile(join(staging, 'site-files', 'update-notes', 'rss.xml'), 'utf8')).toBe('<rss/>');
  const bad = await folder({ 'features/x.json': '{}' });
  expect(() =>
    copySiteFiles({ section: 'update-notes', generated: { contentDir: '', sources: {}, siteFiles: bad } }, routes, staging),
  ).toThrow(/features\/x\.json lies outside/);
});
