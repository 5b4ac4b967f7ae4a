import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from './nginx-host.ts';

export interface LoadResult {
  server: string;
  connections: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  crashed: boolean;
}

function run(url: string, connections: number, seconds: number) {
  return autocannon({ url, connections, duration: seconds, timeout: 10, headers: { 'accept-encoding': 'br, gzip' } });
}

/** The embedded server in its own process (as `npm run deploy -- serve` runs it), so a crash shows. */
async function startEmbedded(repoRoot: string, root: string) {
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'node_modules/jiti/lib/jiti-cli.mjs'), join(repoRoot, 'deploy/src/node/cli.ts'), 'serve'],
    {
      env: { ...process.env, SITE_DIR: root, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      const m = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(String(d));
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`embedded server exited with ${code}`)));
  });
  return { url, child };
}

/**
 * Throughput and errors of the embedded server and of nginx (the shipped config) on `/`, at a
 * normal and at a hostile number of connections, on loopback. Descriptor limits stay as the
 * machine has them: the point is that the embedded server answers or refuses, and never dies.
 */
export async function measureLoad(repoRoot: string, root: string, seconds = 20): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  const embedded = await startEmbedded(repoRoot, root);
  const nginx = await startNginx(repoRoot, root);
  try {
    for (const connections of [50, 1000]) {
      for (const [server, url] of [['embedded', embedded.url], ...(nginx ? [['nginx', nginx.url]] : [])] as const) {
        const r = await run(`${url}/`, connections, seconds);
        results.push({
          server,
          connections,
          requestsPerSecond: r.requests.average,
          p99Ms: r.latency.p99,
          errors: r.errors,
          timeouts: r.timeouts,
          non2xx: r.non2xx,
          crashed: server === 'embedded' && embedded.child.exitCode !== null,
        });
      }
    }
  } finally {
    embedded.child.kill();
    nginx?.stop();
  }
  return results;
}
