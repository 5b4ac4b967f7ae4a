import { request } from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from '@rstest/core';
import { cspMeta, LOOPBACK_SCRIPT_SOURCES } from '@roo-docs/shell/node';
import { asksForDevSections, hostnameOf, isLoopbackAddress } from './loopback-pages.ts';
import { createOriginServer, listen } from './serve.ts';

test('loopback sockets and Host names', () => {
  for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.3.2.1']) expect(isLoopbackAddress(a)).toBe(true);
  for (const a of ['192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', undefined]) expect(isLoopbackAddress(a)).toBe(false);
  expect(hostnameOf('127.0.0.1:4173')).toBe('127.0.0.1');
  expect(hostnameOf('[::1]:4173')).toBe('[::1]');
  expect(hostnameOf('docs.roocode.com')).toBe('docs.roocode.com');
  expect(hostnameOf('a b')).toBeNull();
});

test('a browser asks for the wider policy with the dev parameter or the shell’s cookie only', () => {
  expect(asksForDevSections('/faq?dev=features@http://127.0.0.1:4174', undefined)).toBe(true);
  expect(asksForDevSections('/faq?x=1&dev=off', undefined)).toBe(true);
  expect(asksForDevSections('/faq', 'theme=dark; roo_docs_dev=1')).toBe(true);
  expect(asksForDevSections('/faq?devx=1', 'xroo_docs_dev=1; roo_docs_dev=0')).toBe(false);
  expect(asksForDevSections(undefined, undefined)).toBe(false);
});

const PAGE = `<!doctype html><html><head>${cspMeta([], null)}</head><body>page</body></html>`;
let server: ReturnType<typeof createOriginServer>;
let port: number;
beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'loopback-origin-'));
  await mkdir(join(dir, 'faq'));
  await writeFile(join(dir, 'faq/index.html'), PAGE);
  // A stale twin: the loopback answer must come from the page itself, never from it.
  await writeFile(join(dir, 'faq/index.html.br'), brotliCompressSync(PAGE));
  await writeFile(join(dir, '404.html'), PAGE.replace('page', 'missing'));
  server = createOriginServer(dir);
  port = await listen(server, 0);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A GET with the Host header a browser would send for that name (fetch may not set Host). */
function get(
  path: string,
  host: string,
  encoding = 'br, gzip',
  cookie = '',
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': encoding, cookie } }, (res) => {
      let body = '';
      res.setEncoding('latin1').on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject).end();
  });
}

test('a page asked for by a loopback name, with local sections, allows loopback scripts and is never stored', async () => {
  for (const [host, path, cookie] of [
    [`127.0.0.1:${port}`, '/faq?dev=features@http://127.0.0.1:4174', ''],
    [`localhost:${port}`, '/faq', 'roo_docs_dev=1'],
  ] as const) {
    const res = await get(path, host, 'br, gzip', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`script-src 'self' ${LOOPBACK_SCRIPT_SOURCES.join(' ')}`);
  }
  const missing = await get('/nope', `127.0.0.1:${port}`, 'br, gzip', 'roo_docs_dev=1');
  expect(missing.status).toBe(404);
  expect(missing.body).toContain(LOOPBACK_SCRIPT_SOURCES[0]);
});

test('without local sections a loopback name gets the published bytes (tests and benchmarks ask so)', async () => {
  const res = await get('/faq', `127.0.0.1:${port}`);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect((await get('/faq', `127.0.0.1:${port}`, 'identity')).body).toBe(PAGE);
});

test('the same page asked for by a public name keeps the strict policy, cookie or not', async () => {
  const res = await get('/faq', 'docs.roocode.com');
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['cache-control']).toBe('no-cache');
  const plain = await get('/faq?dev=features@http://127.0.0.1:4174', 'docs.roocode.com', 'identity', 'roo_docs_dev=1');
  expect(plain.body).toBe(PAGE);
  expect((await get('/nope', 'docs.roocode.com', 'identity')).body).not.toContain('127.0.0.1');
});
