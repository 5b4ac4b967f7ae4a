import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { testPointer } from '../../../../tests/support/pointer.ts';
import { recordHistory, releaseStack } from './history.ts';
import { originAt } from './origin.ts';

const pointer = (id: string | null) => testPointer(id ? { cloud: id } : {});

test('publishes push, rollbacks pop: rolling back twice walks back two releases', async () => {
  const origin = originAt(await mkdtemp(join(tmpdir(), 'history-')));
  const ids = ['aaaaaaaa0001', 'aaaaaaaa0002', 'aaaaaaaa0003'];
  let live: string | null = null;
  for (const id of ids) {
    await recordHistory(origin, { at: '', before: pointer(live), after: pointer(id) });
    live = id;
  }
  expect(await releaseStack(origin, 'cloud')).toEqual(ids);
  await recordHistory(origin, { at: '', rollback: 'cloud', before: pointer(ids[2]!), after: pointer(ids[1]!) });
  expect(await releaseStack(origin, 'cloud')).toEqual(ids.slice(0, 2));
  await recordHistory(origin, { at: '', rollback: 'cloud', before: pointer(ids[1]!), after: pointer(ids[0]!) });
  expect(await releaseStack(origin, 'cloud')).toEqual(ids.slice(0, 1));
});

test('a journal id is recorded once, however often an interrupted deploy is replayed', async () => {
  const origin = originAt(await mkdtemp(join(tmpdir(), 'history-')));
  const entry = { at: '', journal: '1-2', before: pointer(null), after: pointer('aaaaaaaa0001') };
  await recordHistory(origin, entry);
  await recordHistory(origin, entry);
  expect(await releaseStack(origin, 'cloud')).toEqual(['aaaaaaaa0001']);
});
