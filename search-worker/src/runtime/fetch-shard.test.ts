import { expect, test } from '@rstest/core';
import { createHash } from 'node:crypto';
import { fetchShard } from './fetch-shard.ts';
import { CONTEXT_FILTER } from './fixtures/context-filter.ts';
import { serveShards } from './fixtures/serve.ts';

const served = () => serveShards(CONTEXT_FILTER.slice(1, 2));

test('a shard whose bytes have the published sha256 loads', async () => {
  const { refs, fetch } = served();
  const shard = await fetchShard(refs[0]!, fetch, { origin: 'https://docs.example' });
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
    await expect(fetchShard({ ...refs[0]!, url }, fetch, { origin: 'https://docs.example' })).rejects.toThrow(
      /not on this site's origin/,
    );
  }
  expect(requests).toEqual(['/_mf/providers/000000000000/search-shard.json']);
});

test('bytes that hash right but are not JSON are refused', async () => {
  const body = 'not json';
  const ref = { section: 'providers' as const, url: '/x.json', sha256: createHash('sha256').update(body).digest('hex') };
  await expect(fetchShard(ref, async () => new Response(body))).rejects.toThrow(/is not JSON/);
});

test('a shard that never answers is given up on after the timeout, and its request aborted', async () => {
  const { refs, fetch, stalled } = served();
  const ref = refs[0]!;
  stalled.add(ref.url);
  let signal: AbortSignal | undefined;
  const watching: typeof fetch = (url, init) => ((signal = init?.signal), fetch(url, init));
  await expect(fetchShard(ref, watching, { timeoutMs: 30 })).rejects.toThrow(/providers.*no complete answer .* within 30 ms/);
  expect(signal?.aborted).toBe(true);
});

test('a body that stalls after the headers is bounded too, even by a fetch that ignores the signal', async () => {
  const { refs } = served();
  const stream = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"header":')) });
  await expect(fetchShard(refs[0]!, async () => new Response(stream), { timeoutMs: 30 })).rejects.toThrow(/within 30 ms/);
});

test('a retry bypasses the HTTP cache', async () => {
  const { refs, fetch, reloads } = served();
  await fetchShard(refs[0]!, fetch);
  expect(reloads).toEqual([]);
  await fetchShard(refs[0]!, fetch, { reload: true });
  expect(reloads).toEqual([refs[0]!.url]);
});
