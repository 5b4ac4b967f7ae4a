import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { parseEntry, planInventoryRelease, readPendingRelease, releaseInventoryFiles } from '@roo-docs/remote-update-notes';
import { originAt, writePointer } from '../origin/origin.ts';
import { testPointer } from '../../../../tests/support/pointer.ts';
import { beginRelease, endRelease, releaseBuilt, releaseInventory, settleRelease } from './release-journal.ts';

const pointer = (id: string) => testPointer({ 'update-notes': id }, null);

async function begun() {
  const origin = originAt(await mkdtemp(join(tmpdir(), 'release-journal-')));
  const remoteDir = join(origin.dir, '..', `${origin.dir.split('/').pop()}-remote`);
  await mkdir(join(remoteDir, 'entries'), { recursive: true });
  await writePointer(origin.dir, pointer('aaaaaaaa0001'));
  const entryFile = join(remoteDir, 'entries/v3.28.18.mdx');
  const record = await beginRelease(origin, { version: '3.28.18', remoteDir, entryFile, text: 'the entry' });
  return { origin, remoteDir, entryFile, record };
}
const ENTRY = parseEntry(
  '---\nversion: 3.28.18\nkind: patch\ndate: 2025-10-20\nsummary: A release used by this test only.\nimpact: none\nhighlights: [A fix used by this test]\n---\n\n## Fixes\n\n- A fix.\n',
  'entries/v3.28.18.mdx',
);
const stateFiles = async (dir: string) => (await readdir(dir)).filter((f) => f === 'release.json');

test('a release that did not go live is undone: no entry, no pending mark, no record', async () => {
  const { origin, remoteDir, entryFile, record } = await begun();
  expect(await readFile(entryFile, 'utf8')).toBe('the entry');
  expect(readPendingRelease(remoteDir)).toMatchObject({ version: '3.28.18', entry: 'entries/v3.28.18.mdx', pid: process.pid });
  // Built but never published: the pointer still names the old build.
  await releaseBuilt(origin, record, 'bbbbbbbb0002');
  const done = await settleRelease(origin);
  expect(done[0]).toMatch(
    /release of 3\.28\.18 did not go live: removed its entry .*v3\.28\.18\.mdx; update-notes stays at aaaaaaaa0001/,
  );
  expect(await readdir(join(remoteDir, 'entries'))).toEqual([]);
  expect(readPendingRelease(remoteDir)).toBeNull();
  expect(await stateFiles(origin.state)).toEqual([]);
  expect(await settleRelease(origin)).toEqual([]);
});

test('a release whose build went live keeps its entry', async () => {
  const { origin, remoteDir, record } = await begun();
  await releaseBuilt(origin, record, 'bbbbbbbb0002');
  await writePointer(origin.dir, pointer('bbbbbbbb0002'));
  expect((await settleRelease(origin))[0]).toMatch(/had gone live \(update-notes bbbbbbbb0002\): kept its entry/);
  expect(await readdir(join(remoteDir, 'entries'))).toEqual(['v3.28.18.mdx']);
  expect(readPendingRelease(remoteDir)).toBeNull();
});

test('an entry edited after the release stopped is left alone, and said so', async () => {
  const { origin, remoteDir, entryFile } = await begun();
  await writeFile(entryFile, 'fixed by hand');
  expect((await settleRelease(origin))[0]).toMatch(/did not go live, but .* was edited since: left it in place/);
  expect(await readdir(join(remoteDir, 'entries'))).toEqual(['v3.28.18.mdx']);
});

test('a finished release leaves nothing to settle', async () => {
  const { origin, remoteDir, record } = await begun();
  await releaseBuilt(origin, record, 'bbbbbbbb0002');
  await endRelease(origin, record);
  expect(readPendingRelease(remoteDir)).toBeNull();
  expect(await settleRelease(origin)).toEqual([]);
});

test('a release that did not go live takes back what it added to the inventory, and only that', async () => {
  const { origin, record } = await begun();
  const dir = join(origin.dir, '..', `${origin.dir.split('/').pop()}-inventory`);
  const repo = releaseInventoryFiles();
  const files = releaseInventoryFiles(dir);
  await mkdir(dir, { recursive: true });
  await cp(repo.routes, files.routes);
  await cp(repo.sidebar, files.sidebar);
  const before = [await readFile(files.routes, 'utf8'), await readFile(files.sidebar, 'utf8')];
  await releaseInventory(origin, record, files, planInventoryRelease(ENTRY, files));
  expect(await readFile(files.routes, 'utf8')).toContain('"path": "/update-notes/v3.28.18"');
  expect((await settleRelease(origin))[0]).toMatch(/removed its entry .* and what it added to the inventory; update-notes stays/);
  expect([await readFile(files.routes, 'utf8'), await readFile(files.sidebar, 'utf8')]).toEqual(before);
});
