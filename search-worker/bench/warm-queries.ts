import { createSearchEngine, type LoadedShard, type SearchEngine } from '../src/runtime/engine.ts';
import { wantsReleaseNotes } from '../src/runtime/on-demand.ts';
import { ON_DEMAND_SECTION } from '@roo-docs/schemas/contract';
import type { SearchRequest } from '../src/runtime/types.ts';

// Each query is timed this many times after one untimed warm-up pass (JIT, regex and index caches).
const ROUNDS = 5;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/**
 * The engine as the worker runs it for the search box: the docs shards, and the release notes
 * only for a query that needs them (a version, their context); see on-demand.ts.
 */
export function engineAsWorker(shards: readonly LoadedShard[]): SearchEngine {
  const docs = createSearchEngine(shards.filter((s) => s.section !== ON_DEMAND_SECTION));
  const all = createSearchEngine(shards);
  return { sections: all.sections, search: (request) => (wantsReleaseNotes(request) ? all : docs).search(request) };
}

/** Every query as the search box sends it while it is typed: each prefix, once. */
export function asTyped(queries: readonly string[]): string[] {
  const typed = new Set<string>();
  for (const query of queries) for (let i = 1; i <= query.length; i++) typed.add(query.slice(0, i));
  return [...typed];
}

/** A clock in milliseconds; the benchmark's is the real one, a test's counts what it is told. */
export type Clock = () => number;

/** Latency of queries on an engine whose shards are already loaded: median, mean and 95th percentile in ms. */
export async function measureWarmQueries(
  engine: SearchEngine,
  queries: readonly (string | SearchRequest)[],
  now: Clock = () => performance.now(),
): Promise<{ medianMs: number; meanMs: number; p95Ms: number; samples: number }> {
  const requests = queries.map((q) => (typeof q === 'string' ? { query: q } : q));
  for (const request of requests) engine.search(request);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const request of requests) {
      const start = now();
      engine.search(request);
      samples.push(now() - start);
    }
    // Yield between rounds so a caller's timers and I/O are not starved during a long run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  samples.sort((a, b) => a - b);
  const meanMs = samples.reduce((sum, ms) => sum + ms, 0) / Math.max(1, samples.length);
  return { medianMs: percentile(samples, 0.5), meanMs, p95Ms: percentile(samples, 0.95), samples: samples.length };
}
