import { fork, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logFault } from './serve-errors.ts';

const jitiCli = join(dirname(createRequire(import.meta.url).resolve('jiti/package.json')), 'lib', 'jiti-cli.mjs');
const workerScript = fileURLToPath(new URL('./serve-worker.ts', import.meta.url));
/** A worker that dies sooner than this after its start is not started again (it would loop). */
const STEADY_MS = 10_000;

/**
 * Shares a listening server with more processes, so the site is answered on every core as nginx's
 * workers answer it; this process keeps answering too. Each process accepts from the one socket
 * and holds its own caches (each checks the files on its own, so none serves a stale answer).
 * Workers leave when this process does, killed or not (their channel to it closes). Resolves
 * once every worker is accepting.
 */
export async function shareWithWorkers(
  server: Server,
  root: string,
  count = availableParallelism() - 1,
  options: { mcp?: boolean } = {},
): Promise<{ pids: () => number[]; stop: () => void }> {
  const workers = new Set<ChildProcess>();
  let stopping = false;
  const start = (): Promise<void> =>
    new Promise((resolve) => {
      const started = Date.now();
      const worker = fork(jitiCli, [workerScript, root, ...(options.mcp ? ['--mcp'] : [])], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      workers.add(worker);
      worker.on('message', (message) => {
        if (message === 'ready') worker.send('serve', server);
        if (message === 'serving') resolve();
      });
      worker.on('exit', (code, signal) => {
        workers.delete(worker);
        resolve();
        if (stopping) return;
        logFault(`worker ${worker.pid} exited (${signal ?? code})`);
        if (Date.now() - started > STEADY_MS) void start();
      });
    });
  await Promise.all(Array.from({ length: Math.max(0, count) }, start));
  return {
    pids: () => [...workers].map((worker) => worker.pid!),
    stop: () => {
      stopping = true;
      for (const worker of workers) worker.kill();
    },
  };
}
