import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { NGINX, startNginx } from '@roo-docs/bench/nginx';
import { createOriginServer, listen } from '../../deploy/src/node/serve/serve.ts';
import { watchErrors } from '../support/browser.ts';
import { writePlainHost } from '../support/embed-host/build-host.ts';
import { afterAll, beforeAll, test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';
import { crossSections } from '../support/cross-section.ts';
import { REPO_ROOT } from '../support/site.ts';

// The shipped nginx config, run for real in front of a published origin (self-hosting: docs/architecture.md).
const site = withSite('nginx');
let nginx: { url: string; errorLog: string; stop: () => void } | null = null;
let base: string;

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: run 'apt-get install nginx' (npm test does this)`);
  nginx = await startNginx(REPO_ROOT, site.origin.dir, 1);
  base = nginx!.url;
});
afterAll(async () => {
  nginx?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers, redirect: 'manual' });

test('nginx: pages and pointers revalidate, build folders and assets are immutable', async () => {
  const page = await get('/features/checkpoints');
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /^text\/html; charset=utf-8/);
  assert.equal(page.headers.get('cache-control'), 'no-cache');
  const html = await page.text();
  assert.match(html, /<h1>Checkpoints<\/h1>/);
  for (const path of ['/', '/remotes.json', '/sitemap.xml', '/llms.txt']) {
    const res = await get(path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('cache-control'), 'no-cache', path);
  }
  const script = /<script defer src="([^"]+)"/.exec(html)?.[1];
  assert.ok(script?.startsWith('/_shell/'), 'the page names its shell script');
  const js = await get(script!, { 'accept-encoding': 'gzip' });
  assert.equal(js.status, 200);
  assert.equal(js.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(js.headers.get('content-encoding'), 'gzip');
  assert.equal(js.headers.get('x-content-type-options'), 'nosniff');
  const pointer = JSON.parse(await (await get('/remotes.json')).text()) as { sections: Record<string, { manifest: string }> };
  const manifest = await get(pointer.sections.features!.manifest);
  assert.equal(manifest.status, 200);
  assert.equal(manifest.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const asset = (await readdir(join(site.origin.dir, '_assets')).catch(() => []))[0];
  if (asset) assert.equal((await get(`/_assets/${asset}`)).headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

test('nginx: .html forms move to the clean URL, unknown paths get the 404 page, deploy state stays private', async () => {
  for (const [from, to] of [
    ['/features/checkpoints.html', '/features/checkpoints'],
    ['/getting-started/installing.html?x=1', '/getting-started/installing?x=1'],
  ]) {
    const res = await get(from!);
    assert.equal(res.status, 301, from);
    assert.equal(res.headers.get('location'), to, from);
  }
  // The file itself is served as it is, as the embedded server does.
  assert.equal((await get('/features/checkpoints/index.html')).status, 200);
  const missing = await get('/no/such/page');
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /id="__site-data"/, 'the site’s own 404 page, which the shell hydrates');
  assert.equal((await get('/nothing-here.html')).status, 404);
  for (const path of ['/.deploy/history.jsonl', '/.deploy/', '/a/../.deploy/lock', '/.pages/live/index.html', '/.pages/']) {
    assert.equal((await get(path)).status, 404, path);
  }
  // An old path from the redirect list is a static page that forwards.
  const old = await get('/advanced-usage/checkpoints');
  assert.equal(old.status, 200);
  assert.match(await old.text(), /http-equiv="refresh" content="0; url=\/features\/checkpoints"/);
});

test('nginx: the composed site hydrates and navigates across sections', async () => {
  await crossSections(site.browser, base);
  // nginx creates its error log when it starts: a missing file is a fault of the test, not a pass.
  const log = await readFile(nginx!.errorLog, 'utf8');
  assert.doesNotMatch(log, /\[(error|crit|alert|emerg)\]/, log);
});

test('nginx: a path in another letter case ends on the page: the 404 page hands it to the shell, which moves to it', async () => {
  // nginx cannot lower-case a path without a scripting module; the shell's router does it instead.
  const page = await site.browser.newPage();
  const res = await page.goto(`${base}/FAQ`);
  assert.equal(res?.status(), 404);
  await page.waitForURL(`${base}/faq`);
  await page.locator('h1', { hasText: 'Frequently Asked Questions' }).waitFor();
  await page.close();
});

test('nginx: security headers on pages, assets, redirects and 404s; server bundles stay private', async () => {
  const pointer = JSON.parse(await (await get('/remotes.json')).text()) as {
    sections: Record<string, { manifest: string; ssr: string }>;
  };
  for (const path of [
    '/features/checkpoints',
    pointer.sections.features!.manifest,
    '/features/checkpoints.html',
    '/no-such-page',
  ]) {
    const res = await get(path);
    assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/, path);
    assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
    assert.match(res.headers.get('permissions-policy') ?? '', /camera=\(\)/, path);
    // Plain http here: no HSTS.
    assert.equal(res.headers.get('strict-transport-security'), null, path);
  }
  // nosniff on every answer, redirects and refused methods included.
  for (const [path, method, status] of [
    ['/features/checkpoints.html', 'GET', 301],
    ['/features/checkpoints/index.html', 'GET', 200],
    ['/features/checkpoints', 'POST', 405],
    ['/', 'DELETE', 405],
    ['/no-such-page', 'GET', 404],
  ] as const) {
    const res = await fetch(`${base}${path}`, { method, redirect: 'manual' });
    assert.equal(res.status, status, `${method} ${path}`);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', `${method} ${path}`);
    assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/, `${method} ${path}`);
  }
  // The redirect pages and the embedding demo carry their script policy (a meta tag: the same under any server).
  for (const path of ['/advanced-usage/checkpoints', '/embed-demo/']) {
    const html = await (await get(path)).text();
    assert.match(html, /<meta http-equiv="Content-Security-Policy" content="script-src 'self'[^"]*">/, path);
  }
  assert.equal((await get(pointer.sections.features!.ssr)).status, 404);
  // A slash written as %2F does not get round the rule.
  assert.equal((await get(pointer.sections.features!.ssr.replace(/^\/_mf\//, '/_mf/%2F'))).status, 404);
  const page = await get('/features/checkpoints', { 'accept-encoding': 'gzip' });
  assert.equal(page.headers.get('content-encoding'), 'gzip');
});

test('nginx: a host on another origin embeds a page; only what embedding loads is readable cross-origin', async () => {
  const pointer = JSON.parse(await (await get('/remotes.json')).text()) as {
    sections: Record<string, { manifest: string }>;
  };
  const origin = { origin: 'http://127.0.0.1:1' };
  const { manifest } = pointer.sections.features!;
  const entry = (JSON.parse(await (await get(manifest)).text()) as { metaData: { remoteEntry: { name: string } } }).metaData;
  const remoteEntry = manifest.replace(/[^/]+$/, entry.remoteEntry.name);
  for (const path of ['/remotes.json', manifest, remoteEntry, '/embed/loader.js', manifest.replace(/[^/]+$/, 'gone.js')]) {
    const res = await get(path, origin);
    assert.equal(res.headers.get('access-control-allow-origin'), '*', path);
    assert.equal(res.headers.get('cross-origin-resource-policy'), 'cross-origin', path);
    assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/, path);
  }
  const html = await (await get('/features/checkpoints')).text();
  const shellScript = /<script defer src="([^"]+)"/.exec(html)![1]!;
  for (const path of ['/features/checkpoints', shellScript, '/embed-demo/', '/no-such-page']) {
    assert.equal((await get(path, origin)).headers.get('access-control-allow-origin'), null, path);
  }
  // A real host page, served from another port of 127.0.0.1, mounts a parcel through nginx.
  const hostDir = join(REPO_ROOT, '.tmp', `nginx-host-${process.pid}`);
  await writePlainHost(hostDir, `${base}/`);
  const hostServer = createOriginServer(hostDir);
  const hostUrl = `http://127.0.0.1:${await listen(hostServer, 0)}`;
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  await page.goto(`${hostUrl}/`);
  await page.locator('#docs .roo-embed h1', { hasText: 'Checkpoints' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
  await new Promise((r) => hostServer.close(r));
});

/** The head of what a server answers to `request`, sent as it is on a fresh connection. */
function rawAnswer(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let data = '';
    socket.on('data', (d) => (data += String(d)));
    socket.on('close', () => resolve(data.split('\r\n\r\n')[0]!));
    socket.on('error', reject);
  });
}

test('nginx: what nginx answers itself (400, 414) carries the security headers too', async () => {
  const port = Number(new URL(base).port);
  for (const [request, status] of [
    [`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 414],
    [`GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`, 400],
    ['GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n', 400],
    ['NOT HTTP AT ALL\r\n\r\n', 400],
  ] as const) {
    const head = await rawAnswer(port, request);
    assert.match(head, new RegExp(`^HTTP/1\\.1 ${status} `), request.slice(0, 40));
    assert.match(head, /^X-Content-Type-Options: nosniff$/im, `${status}`);
    assert.match(head, /^Content-Security-Policy: frame-ancestors 'self'/im, `${status}`);
    assert.match(head, /^X-Frame-Options: SAMEORIGIN$/im, `${status}`);
    assert.match(head, /^Referrer-Policy: strict-origin-when-cross-origin$/im, `${status}`);
    assert.match(head, /^Permissions-Policy: camera=\(\)/im, `${status}`);
  }
});

test('nginx: a temporary name a deploy writes under is never served, even inside a build folder', async () => {
  const pointer = JSON.parse(await (await get('/remotes.json')).text()) as { sections: Record<string, { manifest: string }> };
  const manifest = pointer.sections.features!.manifest;
  const build = manifest.replace(/\/[^/]+$/, '');
  const leftovers = [
    `${manifest}.gz.tmp-4242`,
    `${build}.tmp-4242/remoteEntry.js`,
    '/faq/index.html.link-4242',
    '/_assets/0123456789abcdef.png.tmp-4242',
  ];
  for (const path of leftovers) {
    await mkdir(join(site.origin.dir, path, '..'), { recursive: true });
    await writeFile(join(site.origin.dir, path), 'half written');
  }
  try {
    assert.equal((await get(manifest)).status, 200);
    for (const path of leftovers) {
      const res = await get(path);
      assert.equal(res.status, 404, path);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
    }
    assert.equal((await get(leftovers[2]!.replace('-4242', '%2D4242'))).status, 404);
  } finally {
    for (const path of leftovers) await rm(join(site.origin.dir, path), { force: true });
    await rm(join(site.origin.dir, `${build}.tmp-4242`), { recursive: true, force: true });
  }
});

test('nginx: page URLs negotiate Markdown as the embedded server does; twins are served like pages', async () => {
  const accepts = [
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    '*/*',
    'text/markdown',
    'text/markdown, text/html;q=0.9',
    'text/html;q=0.5, text/markdown',
    'text/html, text/markdown',
    'text/html, text/markdown;q=0.5',
    'text/markdown;q=0',
    'text/markdown;q=0.5, text/html',
  ];
  const paths = [
    '/features/checkpoints',
    '/',
    '/features/',
    '/features',
    '/update-notes/v3.28.17',
    '/llms.txt',
    '/features/checkpoints.md',
  ];
  const answer = async (origin: string, path: string, accept: string) => {
    const res = await fetch(`${origin}${path}`, { headers: { accept, 'accept-encoding': 'gzip' }, redirect: 'manual' });
    const body = await res.text();
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      // nginx sends gzip's Vary as a header of its own; both name Accept on page URLs.
      variesByAccept: /(^|,\s*)accept(,|$)/i.test(res.headers.get('vary') ?? ''),
      kind: body.startsWith('<!doctype html>') ? 'html' : body.slice(0, 40),
    };
  };
  for (const path of paths)
    for (const accept of accepts) {
      const [ours, theirs] = [await answer(site.url, path, accept), await answer(base, path, accept)];
      assert.deepEqual(theirs, ours, `${path} with Accept: ${accept}`);
    }
  const twin = await get('/features/checkpoints', { accept: 'text/markdown', 'accept-encoding': 'gzip' });
  assert.equal(twin.headers.get('content-encoding'), 'gzip', 'the .gz twin of the Markdown');
  assert.equal(twin.headers.get('cache-control'), 'no-cache');
  assert.equal(twin.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(await twin.text(), await (await get('/features/checkpoints.md')).text());
});
