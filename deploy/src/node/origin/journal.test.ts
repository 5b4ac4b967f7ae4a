import { lstat, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@rstest/core';
import { commitJournal, recoverInterrupted } from './journal.ts';
import { EMPTY_POINTER, originAt, type Origin } from './origin.ts';
import { ensureLinks, filesUnder, pageFolder, switchLive } from './page-folder.ts';

async function folder(origin: Origin, id: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(pageFolder(origin, id), file)), { recursive: true });
    await writeFile(join(pageFolder(origin, id), file), text);
  }
}

test('the switch-over serves the new folder through the same links, and a dropped page leaves no empty folder', async () => {
  const origin = originAt(await mkdtemp(join(tmpdir(), 'journal-')));
  await folder(origin, 'p1', { 'guides/old-page/index.html': 'old', 'guides/kept/index.html': 'kept', 'remotes.json': '{}' });
  ensureLinks(origin, filesUnder(pageFolder(origin, 'p1')));
  switchLive(origin, 'p1');
  await folder(origin, 'p2', { 'guides/kept/index.html': 'kept 2', 'new/index.html': 'new', 'remotes.json': '{}' });
  const journal = { id: 'p2', pid: 1, startedAt: '', pages: 'p2', before: EMPTY_POINTER, after: EMPTY_POINTER };
  await commitJournal(origin, journal);
  expect((await readdir(origin.dir)).sort()).toEqual(['.deploy', '.pages', 'guides', 'new', 'remotes.json']);
  expect(await readdir(join(origin.dir, 'guides'))).toEqual(['kept']);
  expect(await readFile(join(origin.dir, 'guides/kept/index.html'), 'utf8')).toBe('kept 2');
  expect((await lstat(join(origin.dir, 'new/index.html'))).isSymbolicLink()).toBe(true);
  expect((await readdir(join(origin.dir, '.pages'))).sort()).toEqual(['live', 'p2']);
  // Replaying a finished journal changes nothing.
  await commitJournal(origin, journal);
  expect(await readFile(join(origin.dir, 'new/index.html'), 'utf8')).toBe('new');
});

test('an origin of plain files (published before page folders) is served through links to the same bytes', async () => {
  const origin = originAt(await mkdtemp(join(tmpdir(), 'journal-')));
  await mkdir(join(origin.dir, 'faq'), { recursive: true });
  await mkdir(join(origin.dir, '_mf/cloud/abc'), { recursive: true });
  await writeFile(join(origin.dir, 'faq/index.html'), 'faq');
  await writeFile(join(origin.dir, 'remotes.json'), '{}');
  await writeFile(join(origin.dir, '_mf/cloud/abc/x.js'), 'x');
  const lines = await recoverInterrupted(origin);
  expect(lines.join('\n')).toContain('moved 2 served file(s)');
  for (const [file, text] of [
    ['faq/index.html', 'faq'],
    ['remotes.json', '{}'],
  ]) {
    expect((await lstat(join(origin.dir, file!))).isSymbolicLink()).toBe(true);
    expect(await readFile(join(origin.dir, file!), 'utf8')).toBe(text);
  }
  // Build folders stay as they are.
  expect((await lstat(join(origin.dir, '_mf/cloud/abc/x.js'))).isFile()).toBe(true);
  expect(await recoverInterrupted(origin)).toEqual([]);
});
