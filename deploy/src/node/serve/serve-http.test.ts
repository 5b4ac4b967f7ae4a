import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { precompress } from '../publish/precompress.ts';
import { createOriginServer, listen } from './serve.ts';

async function site() {
  const root = await mkdtemp(join(tmpdir(), 'origin-http-'));
  await mkdir(join(root, 'page'), { recursive: true });
  await mkdir(join(root, '_mf/cloud/abcdef123456/ssr'), { recursive: true });
  await writeFile(join(root, 'page/index.html'), `<main>${'Roo reads the page. '.repeat(400)}</main>`);
  await writeFile(join(root, '_mf/cloud/abcdef123456/ssr/index.mjs'), 'export const secret = 1;');
  await precompress(root);
  const server = createOriginServer(root);
  const port = await listen(server, 0);
  return { root, base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

test('precompressed twins are served to clients that accept them, with Vary', async () => {
  const s = await site();
  const br = await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'br' } });
  expect(br.headers.get('content-encoding')).toBe('br');
  // A page URL also answers Accept: text/markdown with its twin (page-negotiation.ts).
  expect(br.headers.get('vary')).toBe('Accept, Accept-Encoding');
  const gz = await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  const plain = await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  const text = await plain.text();
  expect(text).toContain('Roo reads the page.');
  expect(
    (await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers.get('content-encoding'),
  ).toBe('gzip');
  s.close();
});

test('content codings are matched whatever their letter case, as HTTP says they are', async () => {
  const s = await site();
  const br = await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'BR' } });
  expect(br.headers.get('content-encoding')).toBe('br');
  const gz = await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'Br;Q=0, GZip' } });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  s.close();
});

test('a twin older than its page (a publish mid-way) is not served', async () => {
  const s = await site();
  const old = new Date(Date.now() - 60_000);
  await utimes(join(s.root, 'page/index.html.br'), old, old);
  await utimes(join(s.root, 'page/index.html.gz'), old, old);
  const res = await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.headers.get('content-encoding')).toBeNull();
  s.close();
});

test('conditional GETs get 304 by ETag and by date', async () => {
  const s = await site();
  const first = await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'br' } });
  const etag = first.headers.get('etag') ?? '';
  const modified = first.headers.get('last-modified') ?? '';
  expect(etag).toMatch(/^W\/".+"$/);
  const byTag = await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
  expect(byTag.status).toBe(304);
  const byDate = await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'br', 'if-modified-since': modified } });
  expect(byDate.status).toBe(304);
  const otherEncoding = await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
  expect(otherEncoding.status).toBe(200);
  s.close();
});

test('security headers on pages, redirects and 404s; server bundles are not public', async () => {
  const s = await site();
  for (const path of ['/page', '/page.html', '/nope', '/_mf/cloud/abcdef123456/ssr/index.mjs']) {
    const res = await fetch(`${s.base}${path}`, { redirect: 'manual' });
    expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
    expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
  }
  expect((await fetch(`${s.base}/_mf/cloud/abcdef123456/ssr/index.mjs`)).status).toBe(404);
  s.close();
});

test('a file first answered from memory revalidates to 304: both ways of answering give it the same validators', async () => {
  const s = await site();
  const file = join(s.root, '_mf/cloud/abcdef123456/mf-manifest.json');
  await writeFile(file, '{}');
  // A modification time with a fraction of a millisecond past one half: the file system keeps it,
  // and a validator that cut it off where the streaming path rounds it did not match (200, not 304).
  await utimes(file, new Date(), 1_700_000_000.0007);
  const url = `${s.base}/_mf/cloud/abcdef123456/mf-manifest.json`;
  const first = await fetch(url);
  const etag = first.headers.get('etag') ?? '';
  const lastModified = first.headers.get('last-modified') ?? '';
  expect(etag).toMatch(/^W\/"/);
  expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
  expect((await fetch(url, { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
  // The streaming path (a Range request) names the same validators.
  const ranged = await fetch(url, { headers: { range: 'bytes=0-0' } });
  expect([ranged.headers.get('etag'), ranged.headers.get('last-modified')]).toEqual([etag, lastModified]);
  s.close();
});

test('hosts on other origins may read the pointer, section builds, the loader and assets; nothing else', async () => {
  const s = await site();
  const files = {
    'remotes.json': '{}',
    '_mf/cloud/abcdef123456/mf-manifest.json': '{}',
    '_mf/cloud/abcdef123456/remoteEntry.0123456789.js': '',
    'embed/loader.js': 'export {};',
    '_assets/0123456789abcdef.png': 'png',
    '_shell/abcdef123456/main.js': '',
    'embed-demo/index.html': '<p>demo</p>',
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(s.root, path, '..'), { recursive: true });
    await writeFile(join(s.root, path), text);
  }
  const origin = { origin: 'http://127.0.0.1:1' };
  for (const path of [
    '/remotes.json',
    '/_mf/cloud/abcdef123456/mf-manifest.json',
    '/_mf/cloud/abcdef123456/remoteEntry.0123456789.js',
    '/embed/loader.js',
    '/_assets/0123456789abcdef.png',
    // A missing build file still answers readably, so the loader can say what went wrong.
    '/_mf/cloud/abcdef123456/gone.js',
  ]) {
    const res = await fetch(`${s.base}${path}`, { headers: origin });
    expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
    // `*` is the same answer for every origin: no Vary on Origin, caches stay whole.
    expect(res.headers.get('vary') ?? '', path).not.toMatch(/origin/i);
    // The site's own policy stays on them.
    expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
  }
  const manifest = await fetch(`${s.base}/_mf/cloud/abcdef123456/mf-manifest.json`);
  const revalidated = await fetch(`${s.base}/_mf/cloud/abcdef123456/mf-manifest.json`, {
    headers: { ...origin, 'if-none-match': manifest.headers.get('etag') ?? '' },
  });
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers.get('access-control-allow-origin')).toBe('*');
  for (const path of ['/page', '/_shell/abcdef123456/main.js', '/embed-demo/', '/nope', '/embedded/x', '/remotes.json.bak']) {
    const res = await fetch(`${s.base}${path}`, { headers: origin });
    expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
  }
  s.close();
});

test('a path in another letter case moves to the lower-case page, keeping its query; no second URL answers 200', async () => {
  const s = await site();
  const get = (path: string) => fetch(`${s.base}${path}`, { redirect: 'manual' });
  for (const [from, to] of [
    ['/PAGE', '/page'],
    ['/Page/?q=1', '/page/?q=1'],
    ['/Page.html', '/page'],
    ['/PAGE/index.html', '/page/'],
  ]) {
    const res = await get(from!);
    expect([from, res.status, res.headers.get('location')]).toEqual([from, 301, to]);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  }
  expect((await get('/Nothing')).status).toBe(404);
  // Private paths stay private in any case.
  expect((await get('/_MF/cloud/abcdef123456/ssr/index.mjs')).status).toBe(404);
  s.close();
});

test('a slash written as %2F cannot reach a server bundle, nor a dot folder', async () => {
  const s = await site();
  await mkdir(join(s.root, '.deploy'), { recursive: true });
  await writeFile(join(s.root, '.deploy/lock'), '1');
  for (const path of [
    '/_mf/%2Fcloud/abcdef123456/ssr/index.mjs',
    '/_mf/cloud%2Fabcdef123456%2Fssr%2Findex.mjs',
    '/_mf/cloud/abcdef123456%2F/ssr/index.mjs',
    '/_mf//cloud//abcdef123456//ssr/index.mjs',
    '/%2E%2Fdeploy/lock',
    '/%2F.deploy/lock',
  ]) {
    const res = await fetch(`${s.base}${path}`, { redirect: 'manual' });
    expect([path, res.status]).toEqual([path, 404]);
    expect(await res.text()).not.toContain('secret');
  }
  s.close();
});

test('a Range request gets 206 with the bytes asked for; an unsatisfiable one 416 with the headers', async () => {
  const s = await site();
  const full = await (await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'identity' } })).text();
  const part = await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'identity', range: 'bytes=6-25' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 6-25/${full.length}`);
  expect(await part.text()).toBe(full.slice(6, 26));
  expect(part.headers.get('x-content-type-options')).toBe('nosniff');
  const beyond = await fetch(`${s.base}/page`, { headers: { 'accept-encoding': 'identity', range: 'bytes=999999-' } });
  expect(beyond.status).toBe(416);
  expect(beyond.headers.get('content-range')).toBe(`bytes */${full.length}`);
  expect(beyond.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  s.close();
});

test('nosniff and the site headers on redirects, 404s and the 405 of other methods', async () => {
  const s = await site();
  const answers = {
    301: await fetch(`${s.base}/page.html`, { redirect: 'manual' }),
    404: await fetch(`${s.base}/nope`),
    405: await fetch(`${s.base}/page`, { method: 'POST', body: '{"x":', headers: { 'content-type': 'application/json' } }),
    '405 DELETE': await fetch(`${s.base}/page`, { method: 'DELETE' }),
  };
  for (const [what, res] of Object.entries(answers)) {
    expect([what, res.status]).toEqual([what, Number(what.slice(0, 3))]);
    expect([what, res.headers.get('x-content-type-options')]).toEqual([what, 'nosniff']);
    expect(res.headers.get('content-security-policy'), what).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
  }
  expect(answers[405].headers.get('allow')).toBe('GET, HEAD');
  s.close();
});

test('a temporary name a deploy writes under is never served, even inside a build folder', async () => {
  const s = await site();
  const build = join(s.root, '_mf/cloud/abcdef123456');
  await writeFile(join(build, 'remoteEntry.js'), 'export {};');
  await writeFile(join(build, 'remoteEntry.js.gz.tmp-4242'), 'half a twin');
  await mkdir(join(s.root, '_mf/cloud/abcdef123457.tmp-4242'), { recursive: true });
  await writeFile(join(s.root, '_mf/cloud/abcdef123457.tmp-4242/remoteEntry.js'), 'a build being copied');
  await writeFile(join(s.root, 'page/index.html.link-4242'), 'a link being placed');
  expect((await fetch(`${s.base}/_mf/cloud/abcdef123456/remoteEntry.js`)).status).toBe(200);
  for (const path of [
    '/_mf/cloud/abcdef123456/remoteEntry.js.gz.tmp-4242',
    '/_mf/cloud/abcdef123457.tmp-4242/remoteEntry.js',
    '/page/index.html.link-4242',
    '/page/index.html.link%2D4242',
  ])
    expect((await fetch(`${s.base}${path}`)).status, path).toBe(404);
  s.close();
});
