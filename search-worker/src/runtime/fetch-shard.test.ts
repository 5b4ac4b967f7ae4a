import { expect, test } from '@rstest/core';
import { createHash } from 'node:crypto';
import { fetchShard } from './fetch-shard.ts';
import { CONTEXT_FILTER } from './fixtures/context-filter.ts';
import { serveShards } from './fixtures/serve.ts';

const served = () => serveShards(CONTEXT_FILTER.slice(1, 2));

test('a shard whose bytes have the published sha256 loads', async () => {
  const { refs, fetch } = served();
  const shard = await fetchShard(refs[0]!, fetch, 'https://docs.example');
  expect(shard.section).toBe('providers');
  expect(shard.index.documentCount).toBe(1);
});

test('a torn or tampered shard is refused by its hash', async () => {
  const { refs, fetch, files } = served();
  const ref = refs[0]!;
  files.set(ref.url, files.get(ref.url)!.slice(0, -10));
  await expect(fetchShard(ref, fetch)).rejects.toThrow(
    /^Search shard of 'providers' refused: its sha256 [a-f0-9]{64} is not the published/,
  );
});

test('a missing shard or one on another origin is refused', async () => {
  const { refs, fetch, requests } = served();
  await expect(fetchShard({ ...refs[0]!, url: '/_mf/providers/000000000000/search-shard.json' }, fetch)).rejects.toThrow(
    /HTTP 404/,
  );
  for (const url of ['https://evil.example/s.json', '//evil.example/s.json', 'http://[']) {
    await expect(fetchShard({ ...refs[0]!, url }, fetch, 'https://docs.example')).rejects.toThrow(/not on this site's origin/);
  }
  expect(requests).toEqual(['/_mf/providers/000000000000/search-shard.json']);
});

test('bytes that hash right but are not JSON are refused', async () => {
  const body = 'not json';
  const ref = { section: 'providers' as const, url: '/x.json', sha256: createHash('sha256').update(body).digest('hex') };
  await expect(fetchShard(ref, async () => new Response(body))).rejects.toThrow(/is not JSON/);
});
