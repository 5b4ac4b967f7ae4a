import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import type { RemotesPointer } from '@roo-docs/schemas';
import { recordHistory, releaseStack } from './history.ts';
import { originAt } from './origin.ts';

const section = (buildId: string) => ({
  buildId,
  manifest: `/_mf/cloud/${buildId}/mf-manifest.json`,
  routes: `/_mf/cloud/${buildId}/routes.json`,
  searchShard: `/_mf/cloud/${buildId}/search-shard.json`,
  ssr: `/_mf/cloud/${buildId}/ssr/index.mjs`,
  hashes: { manifest: 'a'.repeat(64), routes: 'b'.repeat(64), searchShard: 'c'.repeat(64) },
});
const pointer = (id: string | null): RemotesPointer =>
  ({ schemaVersion: 1, shell: { buildId: 'aaaaaaaa0000' }, sections: id ? { cloud: section(id) } : {} }) as RemotesPointer;

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
