import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { DEPLOY_BIN } from '../index.ts';
import { createOriginServer, listen } from './serve.ts';
import { shareWithWorkers } from './serve-workers.ts';

async function site() {
  const root = await mkdtemp(join(tmpdir(), 'origin-workers-'));
  await mkdir(join(root, 'page'));
  await writeFile(join(root, 'page/index.html'), '<main>Roo answers on every core.</main>');
  return root;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor(check: () => boolean, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

test('a worker answers on the same socket, with the same rules, and stops when told', { timeout: 120_000 }, async () => {
  const root = await site();
  const server = createOriginServer(root);
  const port = await listen(server, 0);
  const workers = await shareWithWorkers(server, root, 1);
  const [pid] = workers.pids();
  expect(pid).toBeDefined();
  // This process stops accepting; the socket stays open in the worker, which now answers alone.
  await new Promise((r) => server.close(r));
  const page = await fetch(`http://127.0.0.1:${port}/page`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('every core');
  const hidden = await fetch(`http://127.0.0.1:${port}/.deploy/lock`);
  expect(hidden.status).toBe(404);
  expect(hidden.headers.get('x-content-type-options')).toBe('nosniff');
  workers.stop();
  expect(await waitFor(() => !alive(pid!), 10_000)).toBe(true);
  await expect(fetch(`http://127.0.0.1:${port}/page`)).rejects.toThrow();
});

const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

test('`serve` answers with one process per core; killed, it leaves no worker behind', { timeout: 240_000 }, async () => {
  const root = await site();
  const child = spawn(process.execPath, [DEPLOY_BIN, 'serve'], {
    env: { ...process.env, SITE_DIR: root, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      const m = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(String(d));
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  const workers = childrenOf(child.pid!);
  expect(workers.length).toBe(availableParallelism() - 1);
  expect((await fetch(`${url}/page`)).status).toBe(200);
  child.kill('SIGKILL');
  expect(await waitFor(() => workers.every((pid) => !alive(pid)), 10_000)).toBe(true);
});
