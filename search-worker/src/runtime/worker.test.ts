import { expect, rs, test } from '@rstest/core';
import { CONTEXT_FILTER } from './fixtures/context-filter.ts';
import { serveShards } from './fixtures/serve.ts';
import { installSearchWorker, isAllowedOrigin, type WorkerScope } from './worker.ts';

function fakeScope() {
  const posted: unknown[] = [];
  let listener: ((event: MessageEvent) => void) | undefined;
  const scope: WorkerScope = {
    location: { origin: 'https://docs.example' },
    postMessage: (m) => posted.push(m),
    addEventListener: (_type, l) => (listener = l),
  };
  const send = (data: unknown, origin = '') => listener!({ data, origin } as MessageEvent);
  return { scope, posted, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
/** Waits for what must happen, however slow the machine (a fixed pause only shows nothing happened). */
async function until(done: () => boolean) {
  for (let i = 0; i < 500 && !done(); i++) await settle();
}

test('a dedicated worker message (empty origin) or one from its own origin is served', async () => {
  const served = serveShards(CONTEXT_FILTER);
  const { scope, posted, send } = fakeScope();
  installSearchWorker(scope, { fetch: served.fetch });
  send({ type: 'load', shards: served.refs });
  send({ type: 'query', id: 3, query: 'profile', context: 'Roo Code Cloud', baseUrl: '/' }, 'https://docs.example');
  await until(() => posted.some((m) => (m as { type?: string }).type === 'results'));
  expect(posted.at(-1)).toMatchObject({ type: 'results', id: 3, hits: [{ path: '/roo-code-cloud/dashboard' }] });
});

test('messages from another origin, and malformed ones, are ignored with a warning', async () => {
  const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
  const { scope, posted, send } = fakeScope();
  installSearchWorker(scope, { fetch: async () => new Response('') });
  send({ type: 'query', id: 1, query: 'x' }, 'https://evil.example');
  send({ type: 'query', id: '1', query: 'x' });
  send({ type: 'load', shards: [{ section: 'blog', url: '/x', sha256: 'a'.repeat(64) }] });
  send(null);
  send({ type: 'load', shards: [], timing: { patienceMs: -1 } });
  send({ type: 'load', shards: [], timing: { patienceMs: 10, retryMs: 'soon' } });
  send({ type: 'load', shards: [], timing: { waitForever: 1 } });
  await settle();
  expect(posted).toEqual([]);
  expect(warn).toHaveBeenCalledTimes(7);
  expect(String(warn.mock.calls[0]![0])).toContain('disallowed origin https://evil.example');
  warn.mockRestore();
});

test('shard URLs must stay on the worker origin', async () => {
  const served = serveShards(CONTEXT_FILTER.slice(1, 2));
  const { scope, posted, send } = fakeScope();
  installSearchWorker(scope, { fetch: served.fetch });
  send({ type: 'load', shards: [{ ...served.refs[0]!, url: 'https://evil.example/s.json' }] });
  await until(() => posted.some((m) => (m as { state?: string }).state === 'not-loaded'));
  expect(posted.at(-1)).toMatchObject({ state: 'not-loaded', failures: [{ section: 'providers' }] });
  expect(served.requests).toEqual([]);
});

test('a load may shorten the waits', async () => {
  const { scope, posted, send } = fakeScope();
  installSearchWorker(scope, { fetch: async () => new Response('') });
  send({ type: 'load', shards: [], timing: { fetchTimeoutMs: 100, patienceMs: 0, retryMs: 10, retryMaxMs: 20 } });
  await until(() => posted.length > 0);
  expect(posted).toEqual([{ type: 'state', state: 'ready', failures: [] }]);
});

test('origin rule', () => {
  expect(isAllowedOrigin('', 'https://a.example')).toBe(true);
  expect(isAllowedOrigin(undefined, 'https://a.example')).toBe(true);
  expect(isAllowedOrigin('https://a.example', 'https://a.example')).toBe(true);
  expect(isAllowedOrigin('https://b.example', 'https://a.example')).toBe(false);
  expect(isAllowedOrigin('null', 'https://a.example')).toBe(false);
});
