import { describe, expect, rs, test } from '@rstest/core';
import { createSearchClient, isSearchCancelled, type SearchAnswer, type WorkerLike } from './client.ts';
import type { FetchLike } from './fetch-shard.ts';
import { CONTEXT_FILTER } from './fixtures/context-filter.ts';
import { MERGE_ORDER } from './fixtures/merge-order.ts';
import { serveShards } from './fixtures/serve.ts';
import { installSearchWorker, type WorkerScope } from './worker.ts';

/** A worker made of the real worker code, joined to the client by async, copying delivery. */
function fakeWorker(fetch: ReturnType<typeof serveShards>['fetch']) {
  const toPage = new Set<(event: MessageEvent) => void>();
  const onError = new Set<(event: Event) => void>();
  let toWorker: ((event: MessageEvent) => void) | undefined;
  const scope: WorkerScope = {
    location: { origin: 'https://docs.example' },
    postMessage: (m) =>
      queueMicrotask(() => worker.terminated || toPage.forEach((l) => l({ data: structuredClone(m) } as MessageEvent))),
    addEventListener: (_t, l) => (toWorker = l),
  };
  installSearchWorker(scope, { fetch });
  const worker: WorkerLike & { fail(): void; terminated: boolean } = {
    terminated: false,
    postMessage: (m) => queueMicrotask(() => toWorker!({ data: structuredClone(m), origin: '' } as MessageEvent)),
    addEventListener: (type: string, l: (event: never) => void) => void (type === 'message' ? toPage : onError).add(l as never),
    terminate: () => void (worker.terminated = true),
    fail: () => onError.forEach((l) => l(new Event('error'))),
  };
  return worker;
}

/** Resolves once `done` holds, checking after each turn of the event loop. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 1));
}

/** Shards served at once, except one section's, which arrives when `release` is called. */
function withSlowSection(section: string) {
  const served = serveShards(CONTEXT_FILTER);
  let release!: () => void;
  const arrived = new Promise<void>((r) => (release = r));
  const slow = served.refs.find((r) => r.section === section)!.url;
  const fetch: FetchLike = async (url, init) => {
    if (url === slow) await arrived;
    return served.fetch(url, init);
  };
  return { refs: served.refs, fetch, release };
}

describe('search client: asking', () => {
  test('without a worker it searches in the page, reporting each state', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const client = createSearchClient(undefined, { fetch: served.fetch });
    const states: string[] = [];
    client.onState((s) => states.push(s));
    expect(client.state).toBe('not-loaded');
    client.load(served.refs);
    const { hits, missing } = await client.query({ query: 'profile', context: 'Providers' });
    expect(missing).toEqual([]);
    expect(hits.map((h) => h.path)).toEqual(['/providers/openai']);
    // One report per shard that settles: loading until the last one is in.
    expect(states.filter((s, i) => s !== states[i - 1])).toEqual(['loading', 'ready']);
    expect(client.state).toBe('ready');
    expect(client.failures).toEqual([]);
  });

  test('a worker factory that gives none (the worker failed before the client came) searches in the page', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const client = createSearchClient(() => null, { fetch: served.fetch });
    client.load(served.refs);
    const { hits } = await client.query({ query: 'profile', context: 'Providers' });
    expect(hits.map((h) => h.path)).toEqual(['/providers/openai']);
  });

  test('a newer query cancels the older one; only the latest resolves', async () => {
    const served = serveShards(MERGE_ORDER);
    const client = createSearchClient(undefined, { fetch: served.fetch });
    client.load(served.refs);
    const first = client.query({ query: 'check' });
    const second = client.query({ query: 'checkp' });
    const third = client.query({ query: 'rooignore' });
    const outcomes = await Promise.allSettled([first, second, third]);
    expect(outcomes.slice(0, 2).every((o) => o.status === 'rejected' && isSearchCancelled(o.reason))).toBe(true);
    expect((outcomes[0] as PromiseRejectedResult).reason.name).toBe('AbortError');
    expect(outcomes[2]).toMatchObject({ status: 'fulfilled', value: { hits: [{ path: '/features/rooignore' }] } });
  });

  test('a blank query resolves to no hits without asking the worker', async () => {
    const client = createSearchClient(undefined, { fetch: async () => new Response('', { status: 500 }) });
    const older = client.query({ query: 'x' });
    await expect(client.query({ query: '   ' })).resolves.toEqual({ hits: [], missing: [] });
    await expect(older).rejects.toThrow('replaced by a newer one');
  });
});

describe('search client: workers and watches', () => {
  test('with a worker, messages go through it; if it fails, the page takes over', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const worker = fakeWorker(served.fetch);
    const client = createSearchClient(() => worker, { fetch: served.fetch });
    client.load(served.refs);
    expect((await client.query({ query: 'profile', context: 'Roo Code Cloud', baseUrl: '/docs' })).hits[0]!.url).toBe(
      '/docs/roo-code-cloud/dashboard',
    );
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
    const pending = client.query({ query: 'profile', context: 'Basic Usage' });
    worker.fail();
    expect(worker.terminated).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    // Answered by the page: it loaded the docs shards again and ran the query that was in flight.
    expect((await pending).hits.map((h) => h.path)).toEqual(['/basic-usage/using-modes']);
    expect(served.requests).toHaveLength(6);
    // The release notes are fetched when a query asks for them.
    expect((await client.query({ query: 'profile', context: 'Release Notes' })).hits.map((h) => h.path)).toEqual([
      '/update-notes/v3.28',
    ]);
    expect(served.requests).toHaveLength(7);
  });

  test('dispose cancels the pending query and stops the worker', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const worker = fakeWorker(served.fetch);
    const client = createSearchClient(() => worker);
    const pending = client.query({ query: 'profile' });
    client.dispose();
    await expect(pending).rejects.toSatisfy(isSearchCancelled);
    expect(worker.terminated).toBe(true);
  });

  test('a watched request is answered, and asked again when a section it lacked arrives', async () => {
    const { refs, fetch, release } = withSlowSection('providers');
    const client = createSearchClient(undefined, { fetch, timing: { patienceMs: 300 } });
    client.load(refs);
    const answers: SearchAnswer[] = [];
    client.watch({ query: 'profile' }, (a) => answers.push(a));
    await until(() => answers.length === 1);
    expect(answers[0]!.missing).toEqual([{ section: 'providers', reason: 'loading' }]);
    expect(answers[0]!.hits.map((h) => h.path)).not.toContain('/providers/openai');
    release();
    await until(() => answers.length === 2);
    expect(answers[1]!.missing).toEqual([]);
    expect(answers[1]!.hits.map((h) => h.path)).toContain('/providers/openai');
    // Nothing was missing: later reports ask nothing more.
    client.load(refs);
    await new Promise((r) => setTimeout(r, 20));
    expect(answers).toHaveLength(2);
  });

  test('only the latest watched request is answered; a stopped one is not asked again', async () => {
    const { refs, fetch, release } = withSlowSection('providers');
    const client = createSearchClient(undefined, { fetch, timing: { patienceMs: 300 } });
    client.load(refs);
    const older: SearchAnswer[] = [];
    const latest: SearchAnswer[] = [];
    client.watch({ query: 'modes' }, (a) => older.push(a));
    const stop = client.watch({ query: 'profile' }, (a) => latest.push(a));
    await until(() => latest.length === 1);
    stop();
    release();
    await until(() => client.state === 'ready');
    await new Promise((r) => setTimeout(r, 20));
    expect(older).toEqual([]);
    expect(latest).toHaveLength(1);
  });
});
