import { describe, expect, test } from '@rstest/core';
import { CONTEXT_FILTER } from './fixtures/context-filter.ts';
import { serveShards } from './fixtures/serve.ts';
import { createSearchHost } from './host.ts';
import { createSlot, fetchSlot, isDue } from './shard-slot.ts';
import type { FromWorker, ResultsMessage } from './protocol.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(done: () => boolean) {
  for (let i = 0; i < 500 && !done(); i++) await pause(10);
}
const CONTEXT_FILTER_REF = { section: 'cloud' as const, url: '/x.json', sha256: '0'.repeat(64) };

function hostOn(served: ReturnType<typeof serveShards>) {
  const out: FromWorker[] = [];
  const host = createSearchHost((m) => out.push(m), { fetch: served.fetch });
  const states = () => out.flatMap((m) => (m.type === 'state' ? [m.state] : []));
  const results = () => out.filter((m): m is ResultsMessage => m.type === 'results');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  // Waits for the n-th answer however slow the machine (settle's 20 ms may not be enough for two fetches).
  const answered = async (n: number) => {
    for (let i = 0; i < 250 && results().length < n; i++) await settle();
  };
  return { host, out, states, results, settle, answered };
}

describe('search host: asking', () => {
  test('loads on request: loading, then ready; a query sent meanwhile waits for the index', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const { host, states, results, answered } = hostOn(served);
    host.handle({ type: 'query', id: 1, query: 'profile' });
    await answered(1);
    expect(results()).toEqual([{ type: 'results', id: 1, hits: [], missing: [] }]);
    host.handle({ type: 'load', shards: served.refs });
    host.handle({ type: 'query', id: 2, query: 'profile', context: 'Providers', baseUrl: '/' });
    expect(states()).toEqual(['loading']);
    await answered(2);
    expect(states().at(-1)).toBe('ready');
    expect(results()[1]!.hits.map((h) => h.url)).toEqual(['/providers/openai']);
    expect(results()[1]!.missing).toEqual([]);
  });

  test('the same shard set is not fetched again; a changed set keeps the shards it shares', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const { host, states, settle } = hostOn(served);
    // Waits on what happened, not on a fixed time: a loaded machine may take longer than any pause.
    const loaded = (requests: number) => served.requests.length === requests && states().at(-1) === 'ready';
    host.handle({ type: 'load', shards: served.refs });
    await until(() => loaded(3));
    host.handle({ type: 'load', shards: [...served.refs].reverse() });
    await settle();
    expect(served.requests).toHaveLength(3);
    expect(states().at(-1)).toBe('ready');
    const rebuilt = { ...served.refs[0]!, url: '/_mf/getting-started/fedcba987654/search-shard.json' };
    served.files.set(rebuilt.url, served.files.get(served.refs[0]!.url)!);
    host.handle({ type: 'load', shards: [rebuilt, ...served.refs.slice(1)] });
    await until(() => loaded(4));
    expect(served.requests.slice(3)).toEqual([rebuilt.url]);
    expect(states().at(-1)).toBe('ready');
  });

  test('a newer load wins over one still in flight', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const { host, results, answered } = hostOn(served);
    host.handle({ type: 'load', shards: served.refs });
    host.handle({ type: 'load', shards: served.refs.filter((r) => r.section === 'cloud') });
    host.handle({ type: 'query', id: 7, query: 'profile' });
    await answered(1);
    expect(results()[0]!.hits.map((h) => h.path)).toEqual(['/roo-code-cloud/dashboard']);
  });

  test('a bad shard is reported and named in each answer; the others stay searchable', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const cloud = served.refs.find((r) => r.section === 'cloud')!;
    served.files.set(cloud.url, '{}');
    const { host, out, results, answered } = hostOn(served);
    host.handle({ type: 'load', shards: served.refs });
    host.handle({ type: 'query', id: 1, query: 'profile' });
    await answered(1);
    expect(out.filter((m) => m.type === 'state').at(-1)).toMatchObject({ state: 'ready', failures: [{ section: 'cloud' }] });
    expect(results()[0]!.hits.map((h) => h.path)).not.toContain('/roo-code-cloud/dashboard');
    expect(results()[0]!.hits).toHaveLength(3);
    expect(results()[0]!.missing).toEqual([{ section: 'cloud', reason: 'failed' }]);
  });

  test('when every shard fails, the index is not loaded', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const { host, out } = hostOn(served);
    host.handle({ type: 'load', shards: served.refs.map((r) => ({ ...r, sha256: '0'.repeat(64) })) });
    await until(() => out.some((m) => m.type === 'state' && m.state === 'not-loaded'));
    expect(out.at(-1)).toMatchObject({ type: 'state', state: 'not-loaded' });
    expect((out.at(-1) as { failures: unknown[] }).failures).toHaveLength(3);
  });
});

describe('search host: release notes', () => {
  test('release notes are fetched once, for the first query that asks for a version or their context', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const notes = served.refs.find((r) => r.section === 'update-notes')!.url;
    const { host, results, answered } = hostOn(served);
    host.handle({ type: 'load', shards: served.refs });
    host.handle({ type: 'query', id: 1, query: 'profile' });
    await answered(1);
    expect(served.requests).not.toContain(notes);
    expect(results()[0]!.hits.map((h) => h.path)).not.toContain('/update-notes/v3.28');
    host.handle({ type: 'query', id: 2, query: 'profile 3.28' });
    host.handle({ type: 'query', id: 3, query: 'profile', context: 'Release Notes' });
    host.handle({ type: 'query', id: 4, query: 'profile', releaseNotes: true });
    await answered(4);
    expect(served.requests.filter((u) => u === notes)).toHaveLength(1);
    for (const r of results().slice(1)) expect(r.hits.map((h) => h.path)).toContain('/update-notes/v3.28');
    // Plain queries stay on the docs, loaded notes or not: the same query gives the same hits.
    host.handle({ type: 'query', id: 5, query: 'profile' });
    await answered(5);
    expect(results()[4]!.hits).toEqual(results()[0]!.hits);
  });

  test('a release-notes shard that fails is named in the answer, and fetched again by the next query that needs it', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const notes = served.refs.find((r) => r.section === 'update-notes')!.url;
    const good = served.files.get(notes)!;
    served.files.set(notes, '{}');
    const { host, out, results, answered } = hostOn(served);
    host.handle({ type: 'load', shards: served.refs, timing: { retryMs: 1 } });
    host.handle({ type: 'query', id: 1, query: 'v3.28' });
    await answered(1);
    expect(out.filter((m) => m.type === 'state').at(-1)).toMatchObject({
      state: 'ready',
      failures: [{ section: 'update-notes' }],
    });
    expect(results()[0]).toMatchObject({ hits: [], missing: [{ section: 'update-notes', reason: 'failed' }] });
    served.files.set(notes, good);
    await pause(5);
    host.handle({ type: 'query', id: 2, query: 'profile', context: 'Release Notes' });
    await answered(2);
    expect(results()[1]!.hits.map((h) => h.path)).toEqual(['/update-notes/v3.28']);
    expect(results()[1]!.missing).toEqual([]);
    expect(served.reloads).toEqual([notes]);
  });
});

describe('search host: stalled and dead shards', () => {
  test('a stalled shard holds a query only for the patience, then the others answer; it is retried after its timeout', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const providers = served.refs.find((r) => r.section === 'providers')!.url;
    served.stalled.add(providers);
    const { host, out, results, answered } = hostOn(served);
    host.handle({ type: 'load', shards: served.refs, timing: { patienceMs: 500, fetchTimeoutMs: 2_000, retryMs: 50 } });
    // Patience is the wait the retried shard gets on query 2: generous, so a loaded machine's slow
    // fetch is not mistaken for a failure; the stall still outlasts it.
    host.handle({ type: 'query', id: 1, query: 'profile' });
    await answered(1);
    expect(
      results()[0]!
        .hits.map((h) => h.path)
        .sort(),
    ).toEqual(['/basic-usage/using-modes', '/faq', '/roo-code-cloud/dashboard']);
    expect(results()[0]!.missing).toEqual([{ section: 'providers', reason: 'loading' }]);
    // The timeout ends the stall: the failure is reported, so the page knows to ask again.
    await until(() => out.some((m) => m.type === 'state' && m.failures.length > 0));
    expect(out.filter((m) => m.type === 'state').at(-1)).toMatchObject({ failures: [{ section: 'providers' }] });
    served.stalled.delete(providers);
    await pause(60);
    host.handle({ type: 'query', id: 2, query: 'profile' });
    await answered(2);
    expect(results()[1]!.hits.map((h) => h.path)).toContain('/providers/openai');
    expect(results()[1]!.missing).toEqual([]);
    expect(served.requests.filter((u) => u === providers)).toHaveLength(2);
  });

  test('a dead shard is not fetched on every keystroke: once per back-off, doubling', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const cloud = served.refs.find((r) => r.section === 'cloud')!.url;
    served.files.delete(cloud);
    const { host, results, answered } = hostOn(served);
    host.handle({ type: 'load', shards: served.refs, timing: { retryMs: 60_000 } });
    for (let id = 1; id <= 20; id++) host.handle({ type: 'query', id, query: 'profile'.slice(0, 1 + (id % 7)) });
    await answered(20);
    expect(served.requests.filter((u) => u === cloud)).toHaveLength(1);
    expect(results().every((r) => r.missing.some((m) => m.section === 'cloud' && m.reason === 'failed'))).toBe(true);
    // A new load of the same set (the box focused again) does not bypass the back-off either.
    host.handle({ type: 'load', shards: served.refs, timing: { retryMs: 60_000 } });
    await pause(20);
    expect(served.requests.filter((u) => u === cloud)).toHaveLength(1);
  });

  test("a query the page asks again after a state report does not retry failed shards; the reader's next one does", async () => {
    const served = serveShards(CONTEXT_FILTER);
    const cloud = served.refs.find((r) => r.section === 'cloud')!.url;
    served.files.delete(cloud);
    const { host, results, answered } = hostOn(served);
    host.handle({ type: 'load', shards: served.refs, timing: { retryMs: 1 } });
    host.handle({ type: 'query', id: 1, query: 'profile' });
    await answered(1);
    await pause(5);
    host.handle({ type: 'query', id: 2, query: 'profile', retryFailed: false });
    await answered(2);
    expect(served.requests.filter((u) => u === cloud)).toHaveLength(1);
    expect(results()[1]!.missing).toEqual([{ section: 'cloud', reason: 'failed' }]);
    host.handle({ type: 'query', id: 3, query: 'profile' });
    await answered(3);
    expect(served.requests.filter((u) => u === cloud)).toHaveLength(2);
  });

  test('the back-off doubles per failure up to its ceiling', () => {
    const slot = createSlot(CONTEXT_FILTER_REF, true);
    const timing = { fetchTimeoutMs: 1000, patienceMs: 10, retryMs: 100, retryMaxMs: 350 };
    const delays: number[] = [];
    // A clock that stands still: each back-off is read off exactly, whatever the fetch took.
    const now = () => 1_000_000;
    return (async () => {
      for (let i = 0; i < 4; i++) {
        await new Promise<void>((resolve) =>
          fetchSlot(slot, { fetch: async () => new Response('', { status: 404 }), timing, now }, resolve),
        );
        delays.push(slot.retryAt - now());
      }
      expect(delays).toEqual([100, 200, 350, 350]);
      expect(slot.failures).toBe(4);
      expect(isDue(slot, slot.retryAt - 1)).toBe(false);
      expect(isDue(slot, slot.retryAt)).toBe(true);
    })();
  });
});
