import assert from 'node:assert/strict';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from '@rstest/core';
import { startNginx } from '@roo-docs/bench/nginx';
import type { ObjectStore } from '../../deploy/src/node/s3/store.ts';
import { editedBuild, publishToBucket, runRunner, startEdge, testEndpoint, type Edge } from '../support/object-store.ts';
import { REPO_ROOT } from '../support/site.ts';

// deploy/nginx/edge-cache.conf for real: nginx's proxy_cache (the CDN stand-in) in front of two
// stateless edges reading one bucket of a real Ceph gateway.
const MARKER = 'This sentence exists only in the switched-to build.';
let url: string;
let store: ObjectStore | undefined;
const edges: Edge[] = [];
let cache: { url: string; stop: () => void } | null = null;

beforeAll(async () => {
  ({ url, store } = await publishToBucket('cache'));
  edges.push(await startEdge(store), await startEdge(store));
  const upstreams = edges.map((e) => `server ${new URL(e.url).host};`).join(' ');
  cache = await startNginx(REPO_ROOT, '', 1, {
    http: [
      `upstream roo_docs_edges { ${upstreams} keepalive 8; }`,
      'proxy_cache_path $prefix/cache keys_zone=roo_docs:10m max_size=256m inactive=1d use_temp_path=off;',
      `include ${join(REPO_ROOT, 'deploy/nginx/edge-cache-maps.conf')};`,
    ].join('\n'),
    server: `include ${join(REPO_ROOT, 'deploy/nginx/edge-cache.conf')};`,
  });
  assert.ok(cache, 'nginx is installed (npm test installs it)');
});
afterAll(async () => {
  cache?.stop();
  for (const e of edges) await e.close();
  testEndpoint().close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${cache!.url}${path}`, { headers: { 'accept-encoding': 'br', ...headers } });

test('build files are cached for a year; pages are cached a second, then revalidated by ETag', async () => {
  const html = await (await get('/features/checkpoints')).text();
  const script = /<script defer src="([^"]+)"/.exec(html)?.[1];
  assert.ok(script, 'the page names its shell script');
  const first = await get(script!);
  assert.equal(first.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(first.headers.get('content-encoding'), 'br');
  assert.equal((await get(script!)).headers.get('x-cache-status'), 'HIT');
  // Another encoding is another cached copy, never the br bytes.
  const gzip = await get(script!, { 'accept-encoding': 'gzip' });
  assert.equal(gzip.headers.get('content-encoding'), 'gzip');
  await get('/getting-started/installing');
  const hit = await get('/getting-started/installing');
  assert.equal(hit.headers.get('x-cache-status'), 'HIT');
  assert.equal(hit.headers.get('cache-control'), 'no-cache', 'browsers still revalidate');
  // nginx counts validity in whole seconds of its cached clock: past 2 s the copy is certainly stale.
  await new Promise((r) => setTimeout(r, 2100));
  assert.equal((await get('/getting-started/installing')).headers.get('x-cache-status'), 'REVALIDATED');
  assert.equal((await get('/no/such/page')).status, 404);
});

test('a page URL is kept once as HTML and once as its Markdown twin: each its own HIT, never crossed', async () => {
  const path = '/providers/ollama';
  const markdown = (accept = 'text/markdown') => get(path, { accept });
  const html = () => get(path, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
  const seen = async (res: Response) => ({
    cache: res.headers.get('x-cache-status'),
    type: res.headers.get('content-type'),
    vary: res.headers.get('vary'),
    markdown: (await res.text()).startsWith('# '),
  });
  const md = { type: 'text/markdown; charset=utf-8', vary: 'Accept, Accept-Encoding', markdown: true };
  const page = { type: 'text/html; charset=utf-8', vary: 'Accept, Accept-Encoding', markdown: false };
  await seen(await markdown());
  assert.deepEqual(await seen(await markdown()), { cache: 'HIT', ...md }, 'Markdown, then Markdown from the cache');
  await seen(await html());
  assert.deepEqual(await seen(await html()), { cache: 'HIT', ...page }, 'HTML is a copy of its own');
  // Another way of asking for Markdown is the same copy; HTML cached meanwhile does not answer it.
  const again = await seen(await markdown('text/markdown, text/html;q=0.9'));
  assert.deepEqual({ ...again, cache: again.cache === 'HIT' || again.cache === 'REVALIDATED' }, { cache: true, ...md });
});

test('a switch is visible on every edge and through the cache within 5 s', async () => {
  const build = await editedBuild('cloud', 'content/roo-code-cloud/login.mdx', MARKER);
  for (const base of [...edges.map((e) => e.url), cache!.url]) await fetch(`${base}/roo-code-cloud/login`);
  const published = await runRunner(url, build, 'cache-switch');
  assert.equal(published.code, 0, published.err);
  const switched = Date.now();
  const seen: number[] = [];
  for (const base of [...edges.map((e) => e.url), cache!.url]) {
    while (!(await (await fetch(`${base}/roo-code-cloud/login`)).text()).includes(MARKER)) {
      assert.ok(Date.now() - switched < 5000, `${base} shows the new build within 5 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
    seen.push(Date.now() - switched);
  }
  console.log(`switch visible after ${seen.join(' / ')} ms (edge 1 / edge 2 / cache)`);
});
