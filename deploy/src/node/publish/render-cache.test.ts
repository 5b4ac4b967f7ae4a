import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import type { RemotesPointer } from '@roo-docs/schemas';
import type { DocumentKeyInput, ShellSsr } from '@roo-docs/shell/node';
import { originAt } from '../origin/origin.ts';
import { livePages, pageFolder, switchLive } from '../origin/page-folder.ts';
import { testPointer, testSectionPointer } from '../../../../tests/support/pointer.ts';
import { openRenderCache, swappedStrings, swapStrings } from './render-cache.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const hex = (c: string, n: number) => c.repeat(n);
const section = (name: string, id: string, h: string) =>
  testSectionPointer(name, id, {
    hashes: { manifest: hex(h, 64), routes: hex('e', 64), searchShard: hex(h === 'a' ? 'b' : 'c', 64) },
  });
const pointer = (notesId: string, h: string): RemotesPointer =>
  testPointer(
    { features: section('features', hex('f', 12), 'd'), 'update-notes': section('update-notes', notesId, h) },
    hex('5', 12),
  );
const OLD = pointer(hex('1', 12), 'a');
const NEW = pointer(hex('2', 12), '9');

test('the strings of changed builds are swapped old to new, whole hex words only', () => {
  const swaps = swappedStrings(OLD, NEW)!;
  expect([...swaps]).toEqual([
    [hex('1', 12), hex('2', 12)],
    [hex('a', 64), hex('9', 64)],
    [hex('b', 64), hex('c', 64)],
  ]);
  const page = `<a href="/_mf/update-notes/${hex('1', 12)}/x">${hex('1', 13)}</a>["${hex('1', 12)}","${hex('a', 64)}","${hex('e', 64)}","${hex('b', 64)}"]`;
  expect(swapStrings(page, swaps)).toBe(
    `<a href="/_mf/update-notes/${hex('2', 12)}/x">${hex('1', 13)}</a>["${hex('2', 12)}","${hex('9', 64)}","${hex('e', 64)}","${hex('c', 64)}"]`,
  );
  // A page that does not name every changed string is not one rendered under OLD.
  expect(swapStrings(`["${hex('1', 12)}"]`, swaps)).toBeNull();
});

test('no swap stands in for a section added or removed, a new shell or a moved artefact', () => {
  expect(swappedStrings(OLD, { ...NEW, shell: { buildId: hex('6', 12) } })).toBeNull();
  const { features: _, ...onlyNotes } = NEW.sections;
  expect(swappedStrings(OLD, { ...NEW, sections: onlyNotes })).toBeNull();
  const moved = structuredClone(NEW);
  moved.sections['update-notes']!.routes = `/elsewhere/routes.json`;
  expect(swappedStrings(OLD, moved)).toBeNull();
  expect(swappedStrings(OLD, OLD)!.size).toBe(0);
  // The allowed dev origins are in each page's script policy: a change renders pages again.
  expect(swappedStrings(OLD, { ...OLD, devOrigins: ['https://staging.example.com'] })).toBeNull();
});

test('a page is reused only if its key is unchanged and its live file is the one recorded', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'render-cache-'));
  dirs.push(dir);
  const origin = originAt(dir);
  // The live pages, as a publish leaves them: a page folder `.pages/live` points at.
  await mkdir(pageFolder(origin, 'p1'), { recursive: true });
  switchLive(origin, 'p1');
  const pages = livePages(origin);
  const keys = { '/update-notes/a': 'ka', '/update-notes/b': 'kb' };
  for (const p of [OLD, NEW]) {
    const at = join(dir, p.sections['update-notes']!.ssr, '..');
    await mkdir(at, { recursive: true });
    await writeFile(join(at, 'page-keys.json'), JSON.stringify(keys));
  }
  const ssr = { documentKey: (i: DocumentKeyInput) => JSON.stringify(i.site.nav) } as unknown as ShellSsr;
  const shell = { buildId: hex('5', 12), ssr };
  const input = (nav: string) => ({
    site: { remotes: OLD, nav: { nav } as never, renderedPath: null },
    page: null,
    assets: { scripts: [], styles: [] },
  });
  const html = (p: RemotesPointer, text: string) => `${text} ${JSON.stringify(Object.values(p.sections))}`;

  // The first publish renders both pages and records them once they are live.
  const first = await openRenderCache(origin, 'update-notes', shell, OLD);
  for (const [path, text] of [
    ['/update-notes/a', 'A'],
    ['/update-notes/b', 'B'],
  ] as const) {
    expect(await first.reuse(path, input('n'))).toBeNull();
    first.remember(path, html(OLD, text));
    await mkdir(join(pages, path), { recursive: true });
    await writeFile(join(pages, path, 'index.html'), html(OLD, text));
  }
  await first.save();

  const second = await openRenderCache(origin, 'update-notes', shell, NEW);
  expect(await second.reuse('/update-notes/a', input('n'))).toBe(html(NEW, 'A'));
  // Other navigation: rendered again.
  expect(await second.reuse('/update-notes/b', input('changed'))).toBeNull();
  // Rewritten by something that kept no record: rendered again.
  await writeFile(join(pages, '/update-notes/b/index.html'), html(OLD, 'B by hand'));
  expect(await second.reuse('/update-notes/b', input('n'))).toBeNull();
  expect(second.reused).toBe(1);
  // Under another shell nothing is reused.
  const third = await openRenderCache(origin, 'update-notes', { ...shell, buildId: hex('6', 12) }, NEW);
  expect(await third.reuse('/update-notes/a', input('n'))).toBeNull();
});
