import { mkdir, mkdtemp, readdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@rstest/core';
import { testPointer } from '../../../../tests/support/pointer.ts';
import { withLock } from './lock.ts';
import { originAt, writePointer, type Origin } from './origin.ts';
import { switchLive } from './page-folder.ts';
import { prune } from './prune.ts';
import { isTempName } from './temp-names.ts';

// What failed and killed publishes leave, each where the code that writes it puts it.
const LEFTOVERS = [
  '_mf/cloud/aaaaaaaa0002.tmp-4242/remoteEntry.js', // a build folder being copied (copy-build.ts)
  '_mf/cloud/aaaaaaaa0001/remoteEntry.js.gz.tmp-4242', // a twin being written in a placed build (precompress.ts)
  '_shell/bbbbbbbb0001.tmp-17/index.js',
  '_assets/0123456789abcdef.png.tmp-4242',
  '.deploy/history.jsonl.4242.1760000000000.tmp', // writeAtomic
  '.deploy/shell/bbbbbbbb0002.tmp-17/ssr/index.mjs',
  '.pages/live-one/faq/index.html.fill-4242', // a hard link adopted into the live folder (page-fill.ts)
];

async function originWithLeftovers(): Promise<Origin> {
  const origin = originAt(await mkdtemp(join(tmpdir(), 'temp-names-')));
  await mkdir(join(origin.dir, '_mf/cloud/aaaaaaaa0001'), { recursive: true });
  await writeFile(join(origin.dir, '_mf/cloud/aaaaaaaa0001/remoteEntry.js'), 'entry');
  await mkdir(join(origin.dir, '.pages/live-one/faq'), { recursive: true });
  await writeFile(join(origin.dir, '.pages/live-one/faq/index.html'), 'faq');
  await writePointer(join(origin.dir, '.pages/live-one'), testPointer({ cloud: 'aaaaaaaa0001' }));
  switchLive(origin, 'live-one');
  await mkdir(join(origin.dir, 'faq'), { recursive: true });
  await symlink('../.pages/live/faq/index.html', join(origin.dir, 'faq/index.html'));
  await symlink('.pages/live/remotes.json', join(origin.dir, 'remotes.json'));
  for (const file of LEFTOVERS) {
    await mkdir(join(origin.dir, dirname(file)), { recursive: true });
    await writeFile(join(origin.dir, file), 'half');
  }
  // A served link a killed deploy was placing (page-folder.ts).
  await symlink('../.pages/live/faq/index.html', join(origin.dir, 'faq/index.html.link-4242'));
  return origin;
}

async function everyName(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String);
}

test('the names deploys write under are temporary; the site’s own names are not', () => {
  for (const name of [
    'x.js.gz.tmp-1',
    'aaaaaaaa0001.tmp-4242',
    'index.html.link-7',
    'index.html.fill-7',
    'a.json.12.1760000000000.tmp',
  ])
    expect(isTempName(name)).toBe(true);
  for (const name of ['index.html', 'index.html.gz', 'v3.28.17', 'aaaaaaaa0001', '0123456789abcdef.png', 'tmp', 'x.tmp'])
    expect(isTempName(name)).toBe(false);
});

test('repair (taking the lock) reclaims every temporary file a failed or killed deploy left, and says so', async () => {
  const origin = await originWithLeftovers();
  const lines: string[] = [];
  await withLock(
    origin,
    async () => {},
    (l) => lines.push(l),
  );
  const left = (await everyName(origin.dir)).filter((n) => n.split('/').some(isTempName));
  expect(left).toEqual([]);
  expect(lines.join('\n')).toMatch(/removed \d+ temporary file\(s\) of deploys that failed or were killed: /);
  // What is not temporary stays.
  expect(await everyName(origin.dir)).toEqual(
    expect.arrayContaining(['_mf/cloud/aaaaaaaa0001/remoteEntry.js', 'faq/index.html', '.pages/live-one/faq/index.html']),
  );
});

test('prune reclaims them too', async () => {
  const origin = await originWithLeftovers();
  const removed = await prune(origin, { keepReleases: 5, graceHours: 24 });
  for (const file of [...LEFTOVERS.map((f) => f.replace(/(\.tmp-\d+)\/.*/, '$1')), 'faq/index.html.link-4242'])
    expect(removed).toContain(file);
  expect((await everyName(origin.dir)).filter((n) => n.split('/').some(isTempName))).toEqual([]);
  expect(await everyName(join(origin.dir, '_mf/cloud'))).toEqual(['aaaaaaaa0001', 'aaaaaaaa0001/remoteEntry.js']);
});
