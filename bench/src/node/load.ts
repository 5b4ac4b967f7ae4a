import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { DEPLOY_BIN } from '@roo-docs/deploy';
import { startNginx } from './nginx-host.ts';
import { processFigures, settle } from './process-figures.ts';

export const LOAD_PATHS = ['/', '/features/checkpoints'] as const;
export const LOAD_CONNECTIONS = [50, 200, 1000] as const;

export interface LoadResult {
  server: 'embedded' | 'nginx';
  path: string;
  connections: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** CPU time of the server's processes per request answered: far steadier than req/s on a loaded machine. */
  cpuMicrosPerRequest: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Descriptors before the runs and how long after this run they took to be back there (null: not within 2 s). */
  idleDescriptors: number;
  descriptorsAfter: number;
  backToIdleMs: number | null;
  /** Resident memory before the runs and 2 s after this one. */
  idleRssBytes: number;
  rssAfterBytes: number;
  crashed: boolean;
  loadAverage: number;
}

interface Target {
  server: LoadResult['server'];
  url: string;
  pid: number;
  exited: () => boolean;
}

/** The embedded server in its own process (as `npm run deploy -- serve` runs it), so a crash shows. */
async function startEmbedded(root: string) {
  const child = spawn(process.execPath, [DEPLOY_BIN, 'serve'], {
    env: { ...process.env, SITE_DIR: root, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      const m = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(String(d));
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`embedded server exited with ${code}`)));
  });
  return { url, child };
}

async function measure(
  target: Target,
  path: string,
  connections: number,
  seconds: number,
  idle: ReturnType<typeof processFigures>,
) {
  const cpuBefore = processFigures(target.pid).cpuMs;
  const r = await autocannon({
    url: `${target.url}${path}`,
    connections,
    duration: seconds,
    timeout: 10,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  const cpuMs = processFigures(target.pid).cpuMs - cpuBefore;
  const back = await settle(target.pid, idle.descriptors);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 2000 - (back.ms ?? 2000))));
  return {
    server: target.server,
    path,
    connections,
    requestsPerSecond: r.requests.average,
    p99Ms: r.latency.p99,
    cpuMicrosPerRequest: (cpuMs * 1000) / Math.max(1, r.requests.total),
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    idleDescriptors: idle.descriptors,
    descriptorsAfter: back.last.descriptors,
    backToIdleMs: back.ms,
    idleRssBytes: idle.rssBytes,
    rssAfterBytes: processFigures(target.pid).rssBytes,
    crashed: target.exited(),
    loadAverage: loadavg()[0]!,
  };
}

/**
 * Throughput, errors, descriptors and memory of the embedded server and of nginx (the shipped
 * config, two workers) on a page and the home page, at a normal, a busy and a hostile number of
 * connections on loopback; the two servers take turns at each step, so both see the same machine.
 */
export async function measureLoad(repoRoot: string, root: string, seconds = 20): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  const embedded = await startEmbedded(root);
  const nginx = await startNginx(repoRoot, root);
  const targets: Target[] = [
    { server: 'embedded', url: embedded.url, pid: embedded.child.pid!, exited: () => embedded.child.exitCode !== null },
    ...(nginx ? [{ server: 'nginx' as const, url: nginx.url, pid: nginx.pid, exited: () => false }] : []),
  ];
  try {
    const idle = new Map<Target, ReturnType<typeof processFigures>>();
    for (const t of targets) {
      // One answer of each path first: what a server loads once is not what it holds per connection.
      for (const path of LOAD_PATHS)
        await fetch(`${t.url}${path}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
      await new Promise((r) => setTimeout(r, 500));
      idle.set(t, processFigures(t.pid));
    }
    for (const connections of LOAD_CONNECTIONS)
      for (const path of LOAD_PATHS)
        for (const t of targets) results.push(await measure(t, path, connections, seconds, idle.get(t)!));
  } finally {
    embedded.child.kill();
    nginx?.stop();
  }
  return results;
}
