import type { LoadResult } from './load.ts';

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MiB`;

/** One line per run, then the embedded/nginx ratio at each step. */
export function loadLines(results: LoadResult[]): string[] {
  const lines = results.map((r) => {
    const fds =
      r.backToIdleMs === null
        ? `NOT back within 2 s (${r.descriptorsAfter} vs ${r.idleDescriptors})`
        : `back in ${r.backToIdleMs.toFixed(0)} ms (${r.idleDescriptors})`;
    const rss = ((r.rssAfterBytes / r.idleRssBytes - 1) * 100).toFixed(0);
    return (
      `  ${r.server.padEnd(8)} ${r.path.padEnd(22)} ${String(r.connections).padStart(4)} conns: ${r.requestsPerSecond.toFixed(0)} req/s, ${r.cpuMicrosPerRequest.toFixed(0)} µs CPU/req, p99 ${r.p99Ms} ms, ` +
      `errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}; descriptors ${fds}; RSS ${mib(r.rssAfterBytes)} vs idle ${mib(r.idleRssBytes)} (${rss.startsWith('-') ? '' : '+'}${rss}%)` +
      `${r.crashed ? '; CRASHED' : ''}; load average ${r.loadAverage.toFixed(1)}`
    );
  });
  for (const r of results.filter((x) => x.server === 'embedded')) {
    const n = results.find((x) => x.server === 'nginx' && x.path === r.path && x.connections === r.connections);
    if (n)
      lines.push(
        `  embedded/nginx ${r.path} at ${r.connections}: ${(r.requestsPerSecond / n.requestsPerSecond).toFixed(2)}x req/s${r.connections === 50 ? ' (goal >= 0.5x)' : ''}, ` +
          `${(r.cpuMicrosPerRequest / n.cpuMicrosPerRequest).toFixed(2)}x CPU/req`,
      );
  }
  return lines;
}
