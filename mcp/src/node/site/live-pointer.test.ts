import assert from 'node:assert/strict';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from '@rstest/core';
import { testPointer } from '../../../../tests/support/pointer.ts';
import { POINTER_FILE } from '@roo-docs/schemas/contract';
import { folderReader } from './folder-reader.ts';
import { LivePointer } from './live-pointer.ts';

let dir: string;
// As a publish switches it: the whole file replaced by one rename.
const writePointer = async (buildId: string) => {
  await writeFile(join(dir, `${POINTER_FILE}.tmp`), JSON.stringify(testPointer({ features: buildId })));
  await rename(join(dir, `${POINTER_FILE}.tmp`), join(dir, POINTER_FILE));
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mcp-pointer-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('LivePointer', () => {
  test('a switched pointer is seen once the last check is older than the TTL, not before', async () => {
    await writePointer('aaaaaaaa0001');
    const live = new LivePointer(folderReader(dir, 'https://docs.example.com'), 150);
    assert.equal((await live.get()).sections.features?.buildId, 'aaaaaaaa0001');
    await writePointer('aaaaaaaa0002');
    assert.equal((await live.get()).sections.features?.buildId, 'aaaaaaaa0001', 'within the TTL');
    await sleep(200);
    assert.equal((await live.get()).sections.features?.buildId, 'aaaaaaaa0002', 'after it');
  });

  test('a missing or malformed pointer is an error that says so', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'mcp-empty-'));
    await assert.rejects(new LivePointer(folderReader(empty, 'https://x.example')).get(), /has no \/remotes\.json/);
    await writeFile(join(empty, POINTER_FILE), JSON.stringify({ schemaVersion: 1, sections: { features: { buildId: 'x' } } }));
    await assert.rejects(new LivePointer(folderReader(empty, 'https://x.example')).get(), /is not a site pointer/);
    await rm(empty, { recursive: true, force: true });
  });
});
