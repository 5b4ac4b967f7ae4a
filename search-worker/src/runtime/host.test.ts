import { describe, expect, test } from '@rstest/core';
import { CONTEXT_FILTER } from './fixtures/context-filter.ts';
import { serveShards } from './fixtures/serve.ts';
import { createSearchHost } from './host.ts';
import type { FromWorker, ResultsMessage } from './protocol.ts';

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

describe('search host', () => {
  test('loads on request: loading, then ready; a query sent meanwhile waits for the index', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const { host, states, results, settle } = hostOn(served);
    host.handle({ type: 'query', id: 1, query: 'profile' });
    await settle();
    expect(results()).toEqual([{ type: 'results', id: 1, hits: [] }]);
    host.handle({ type: 'load', shards: served.refs });
    host.handle({ type: 'query', id: 2, query: 'profile', context: 'Providers', baseUrl: '/' });
    expect(states()).toEqual(['loading']);
    await settle();
    expect(states()).toEqual(['loading', 'ready']);
    expect(results()[1]!.hits.map((h) => h.url)).toEqual(['/providers/openai']);
  });

  test('the same shard set is not fetched again; a changed set is', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const { host, states, settle } = hostOn(served);
    host.handle({ type: 'load', shards: served.refs });
    await settle();
    host.handle({ type: 'load', shards: [...served.refs].reverse() });
    await settle();
    expect(served.requests).toHaveLength(3);
    expect(states()).toEqual(['loading', 'ready', 'ready']);
    host.handle({ type: 'load', shards: served.refs.slice(0, 2) });
    await settle();
    expect(served.requests).toHaveLength(5);
    expect(states()).toEqual(['loading', 'ready', 'ready', 'loading', 'ready']);
  });

  test('a newer load wins over one still in flight', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const { host, results, settle } = hostOn(served);
    host.handle({ type: 'load', shards: served.refs });
    host.handle({ type: 'load', shards: served.refs.filter((r) => r.section === 'cloud') });
    host.handle({ type: 'query', id: 7, query: 'profile' });
    await settle();
    expect(results()[0]!.hits.map((h) => h.path)).toEqual(['/roo-code-cloud/dashboard']);
  });

  test('a bad shard is reported and the others stay searchable; the next load retries it', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const cloud = served.refs.find((r) => r.section === 'cloud')!;
    served.files.set(cloud.url, '{}');
    const { host, out, results, settle } = hostOn(served);
    host.handle({ type: 'load', shards: served.refs });
    host.handle({ type: 'query', id: 1, query: 'profile' });
    await settle();
    expect(out[1]).toMatchObject({ type: 'state', state: 'ready', failures: [{ section: 'cloud' }] });
    expect(results()[0]!.hits.map((h) => h.path)).not.toContain('/roo-code-cloud/dashboard');
    expect(results()[0]!.hits).toHaveLength(3);
    host.handle({ type: 'load', shards: served.refs });
    await settle();
    expect(served.requests).toHaveLength(6);
  });

  test('when every shard fails, the index is not loaded', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const { host, out, settle } = hostOn(served);
    host.handle({ type: 'load', shards: served.refs.map((r) => ({ ...r, sha256: '0'.repeat(64) })) });
    await settle();
    expect(out.at(-1)).toMatchObject({ type: 'state', state: 'not-loaded' });
    expect((out.at(-1) as { failures: unknown[] }).failures).toHaveLength(3);
  });

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

  test('a release-notes shard that fails is reported, and fetched again by the next query that needs it', async () => {
    const served = serveShards(CONTEXT_FILTER);
    const notes = served.refs.find((r) => r.section === 'update-notes')!.url;
    const good = served.files.get(notes)!;
    served.files.set(notes, '{}');
    const { host, out, results, answered } = hostOn(served);
    host.handle({ type: 'load', shards: served.refs });
    host.handle({ type: 'query', id: 1, query: 'v3.28' });
    await answered(1);
    expect(out.at(-2)).toMatchObject({ type: 'state', state: 'ready', failures: [{ section: 'update-notes' }] });
    expect(results()[0]!.hits).toEqual([]);
    served.files.set(notes, good);
    host.handle({ type: 'query', id: 2, query: 'profile', context: 'Release Notes' });
    await answered(2);
    expect(results()[1]!.hits.map((h) => h.path)).toEqual(['/update-notes/v3.28']);
  });
});
