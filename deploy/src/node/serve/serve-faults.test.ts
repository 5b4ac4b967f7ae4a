import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { createOriginServer, listen } from './serve.ts';
import { startServeChild } from './serve-child.ts';
import { precompress } from '../publish/precompress.ts';

function get(port: number, path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function origin() {
  const root = await mkdtemp(join(tmpdir(), 'origin-faults-'));
  await mkdir(join(root, 'page'), { recursive: true });
  await writeFile(join(root, 'page/index.html'), '<p>page</p>'.repeat(5000));
  await writeFile(join(root, '404.html'), 'not found');
  return root;
}

test(
  'a page deleted and rewritten while it is requested gets answers, and the server lives on',
  { timeout: 30_000 },
  async () => {
    const root = await origin();
    const server = createOriginServer(root);
    const port = await listen(server, 0);
    let churn = true;
    const churner = (async () => {
      while (churn) {
        await rm(join(root, 'page/index.html'), { force: true });
        await writeFile(join(root, 'page/index.html'), '<p>page</p>'.repeat(5000));
      }
    })();
    const statuses = new Set<number>();
    for (let round = 0; round < 40; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => get(port, '/page')));
      for (const a of answers) statuses.add(a.status);
    }
    churn = false;
    await churner;
    expect([...statuses].every((s) => [200, 404, 503].includes(s))).toBe(true);
    expect(statuses.has(200)).toBe(true);
    expect((await get(port, '/page')).status).toBe(200);
    server.close();
  },
);

test('no redirect leaves the site: repeated slashes collapse before a Location is built', async () => {
  const root = await origin();
  const server = createOriginServer(root);
  const port = await listen(server, 0);
  const { status, location } = await get(port, '/.//page.html');
  expect(status).toBe(301);
  expect(location).toBe('/page');
  expect((await get(port, '//evil.example/page.html')).location ?? '').not.toMatch(/^\/\//);
  server.close();
});

test('out of file descriptors, the server answers 503 and recovers once connections close', { timeout: 60_000 }, async () => {
  // A child with a small descriptor limit, so exhausting it is quick and harmless to this process.
  const child = await startServeChild(await origin(), { descriptorLimit: 96 });
  const { port } = child;
  const held: Socket[] = [];
  for (let i = 0; i < 150; i++) {
    const s = connect(port, '127.0.0.1');
    s.on('error', () => {});
    held.push(s);
  }
  await new Promise((r) => setTimeout(r, 500));
  // Requests on held connections: each is answered (200 or 503) or refused; none kills the server.
  const answers = await Promise.all(
    held.slice(0, 40).map(
      (s) =>
        new Promise<string>((resolve) => {
          let data = '';
          s.on('data', (d) => (data += d));
          s.on('close', () => resolve(data.slice(0, 12)));
          s.write('GET /page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
          setTimeout(() => resolve(data.slice(0, 12)), 3000);
        }),
    ),
  );
  expect(answers.some((a) => a.startsWith('HTTP/1.1 503') || a.startsWith('HTTP/1.1 200'))).toBe(true);
  for (const s of held) s.destroy();
  await new Promise((r) => setTimeout(r, 500));
  expect((await get(port, '/page')).status).toBe(200);
  child.stop();
});

test(
  'a file the server cannot read answers 500 with the site headers, and the fault is logged',
  { timeout: 60_000 },
  async () => {
    const root = await origin();
    await chmod(join(root, '..'), 0o755);
    await chmod(root, 0o755);
    await chmod(join(root, 'page'), 0o755);
    await chmod(join(root, 'page/index.html'), 0o000);
    // As root every file is readable: the server runs as nobody then.
    const child = await startServeChild(root, { unprivileged: true });
    try {
      const res = await fetch(`http://127.0.0.1:${child.port}/page`);
      expect(res.status).toBe(500);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).not.toContain(root);
      await new Promise((r) => setTimeout(r, 200));
      expect(child.stderr()).toMatch(/^serve: 500 GET \/page: EACCES .*index\.html/m);
    } finally {
      child.stop();
    }
  },
);

test('a twin the server cannot read is passed over: gzip and br clients get the page itself', { timeout: 60_000 }, async () => {
  const root = await origin();
  await chmod(join(root, '..'), 0o755);
  for (const dir of [root, join(root, 'page')]) await chmod(dir, 0o755);
  await chmod(join(root, 'page/index.html'), 0o644);
  await precompress(root);
  for (const twin of ['index.html.br', 'index.html.gz']) await chmod(join(root, 'page', twin), 0o000);
  // As root every file is readable: the server runs as nobody then.
  const child = await startServeChild(root, { unprivileged: true });
  try {
    for (const encoding of ['br, gzip', 'gzip', 'br']) {
      const res = await fetch(`http://127.0.0.1:${child.port}/page`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept, Accept-Encoding');
      expect(await res.text()).toBe('<p>page</p>'.repeat(5000));
    }
    expect(child.stderr()).toBe('');
  } finally {
    child.stop();
  }
});
