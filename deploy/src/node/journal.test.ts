import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { commitJournal } from './journal.ts';
import { EMPTY_POINTER, originAt } from './origin.ts';

test('a dropped page leaves no empty folder, and staged files move into place', async () => {
  const origin = originAt(await mkdtemp(join(tmpdir(), 'journal-')));
  await mkdir(join(origin.dir, 'guides/old-page'), { recursive: true });
  await writeFile(join(origin.dir, 'guides/old-page/index.html'), 'old');
  await mkdir(join(origin.dir, 'guides/kept'), { recursive: true });
  await writeFile(join(origin.dir, 'guides/kept/index.html'), 'kept');
  await mkdir(join(origin.state, 'staging/1-1/new'), { recursive: true });
  await writeFile(join(origin.state, 'staging/1-1/new/index.html'), 'new');
  await commitJournal(origin, {
    id: '1-1',
    pid: 1,
    startedAt: '',
    staging: '1-1',
    drops: ['guides/old-page/index.html'],
    before: EMPTY_POINTER,
    after: EMPTY_POINTER,
  });
  expect((await readdir(origin.dir)).sort()).toEqual(['.deploy', 'guides', 'new', 'remotes.json']);
  expect(await readdir(join(origin.dir, 'guides'))).toEqual(['kept']);
  expect(await readdir(join(origin.state, 'staging'))).toEqual([]);
});
