import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { testPointer } from '../../../../tests/support/pointer.ts';
import { compactPointer } from '../../../../shell/src/shared/inline-pointer.ts';
import { SITE_DATA_ID } from '../../../../shell/src/shared/site-data.ts';
import { recordHistory } from './history.ts';
import { originAt, writePointer } from './origin.ts';
import { switchLive } from './page-folder.ts';
import { prune } from './prune.ts';

const pointer = (id: string) => testPointer({ cloud: id });

test('keeps the live build, the last releases rollback needs and builds live lately; removes the rest', async () => {
  const origin = originAt(await mkdtemp(join(tmpdir(), 'prune-')));
  const ids = ['aaaaaaaa0001', 'aaaaaaaa0002', 'aaaaaaaa0003', 'aaaaaaaa0004', 'aaaaaaaa0005'];
  for (const id of ids) await mkdir(join(origin.dir, '_mf/cloud', id), { recursive: true });
  await mkdir(join(origin.dir, '_shell/aaaaaaaa0000'), { recursive: true });
  await mkdir(join(origin.dir, '_shell/bbbbbbbb0000'), { recursive: true });
  const days = (n: number) => new Date(Date.UTC(2025, 9, 1 + n)).toISOString();
  // Releases 1..4 happened days apart; release 5 went live an hour before "now".
  for (let i = 1; i < ids.length; i++) {
    await recordHistory(origin, { at: days(i), before: pointer(ids[i - 1]!), after: pointer(ids[i]!) });
  }
  await writePointer(origin.dir, pointer(ids[4]!));
  await mkdir(join(origin.dir, '.pages/live-one'), { recursive: true });
  await mkdir(join(origin.dir, '.pages/never-switched'), { recursive: true });
  switchLive(origin, 'live-one');
  const removed = await prune(origin, { keepReleases: 2, graceHours: 24, now: new Date(Date.parse(days(4)) + 3600_000) });
  // Live (5), the release before it (4), and 4 again as live within 24 h; 1..3 go; the unused shell goes.
  expect((await readdir(join(origin.dir, '_mf/cloud'))).sort()).toEqual([ids[3], ids[4]]);
  expect(removed).toContain('_shell/bbbbbbbb0000');
  expect(await readdir(join(origin.dir, '_shell'))).toEqual(['aaaaaaaa0000']);
  expect(removed).toContain('.pages/never-switched');
  expect((await readdir(join(origin.dir, '.pages'))).sort()).toEqual(['live', 'live-one']);
});

test('keeps every build a live page still names, however old: pages of sections not re-rendered inline their pointer', async () => {
  const origin = originAt(await mkdtemp(join(tmpdir(), 'prune-named-')));
  const ids = ['aaaaaaaa0001', 'aaaaaaaa0002', 'aaaaaaaa0003'];
  for (const id of ids) await mkdir(join(origin.dir, '_mf/cloud', id), { recursive: true });
  for (const id of ['aaaaaaaa0000', 'cccccccc0000']) await mkdir(join(origin.dir, '_shell', id), { recursive: true });
  const days = (n: number) => new Date(Date.UTC(2025, 9, 1 + n)).toISOString();
  for (let i = 1; i < ids.length; i++)
    await recordHistory(origin, { at: days(i), before: pointer(ids[i - 1]!), after: pointer(ids[i]!) });
  // The cloud pages were rendered with the live pointer; a features page, untouched since, with the first.
  const page = (p: ReturnType<typeof pointer>, extra = '') =>
    `<!doctype html><html><head>${extra}</head><body><div id="root"></div><script type="application/json" id="${SITE_DATA_ID}">${JSON.stringify({ remotes: compactPointer(p), nav: {} })}</script></body></html>`;
  const folder = join(origin.dir, '.pages/live-one');
  await mkdir(join(folder, 'features/checkpoints'), { recursive: true });
  await mkdir(join(folder, 'cloud'), { recursive: true });
  await writeFile(join(folder, 'features/checkpoints/index.html'), page(pointer(ids[0]!)));
  // A page naming a shell build by its script URL alone.
  await writeFile(
    join(folder, 'cloud/index.html'),
    page(pointer(ids[2]!), '<script defer src="/_shell/cccccccc0000/main.js"></script>'),
  );
  await writePointer(folder, pointer(ids[2]!));
  switchLive(origin, 'live-one');
  // 48 hours after the last release, keeping one release: only the live page names keep the first build.
  const removed = await prune(origin, { keepReleases: 1, graceHours: 24, now: new Date(Date.parse(days(2)) + 48 * 3600_000) });
  expect((await readdir(join(origin.dir, '_mf/cloud'))).sort()).toEqual([ids[0], ids[2]]);
  expect(removed).toEqual(['_mf/cloud/aaaaaaaa0002']);
  expect((await readdir(join(origin.dir, '_shell'))).sort()).toEqual(['aaaaaaaa0000', 'cccccccc0000']);
});
