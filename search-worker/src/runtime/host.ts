import { createSearchEngine, type SearchEngine } from './engine.ts';
import { fetchShard, type FetchLike } from './fetch-shard.ts';
import type { FromWorker, QueryMessage, ToWorker } from './protocol.ts';
import type { SearchState, ShardFailure, ShardRef } from './types.ts';

export interface SearchHostOptions {
  fetch: FetchLike;
  /** When set, shard URLs must resolve to this origin (the worker's own). */
  origin?: string | undefined;
}

export interface SearchHost {
  handle(message: ToWorker): void;
}

// The identity of a shard set: a new build of any section changes its URL and hash.
function keyOf(shards: readonly ShardRef[]): string {
  return shards
    .map((s) => `${s.section} ${s.url} ${s.sha256}`)
    .sort()
    .join('\n');
}

/**
 * What the worker does, free of worker globals so it also runs in the page (no Worker available)
 * and in tests. Loads replace each other (the newest wins); queries wait for the current load.
 */
export function createSearchHost(post: (message: FromWorker) => void, options: SearchHostOptions): SearchHost {
  let state: SearchState = 'not-loaded';
  let failures: ShardFailure[] = [];
  let loadedKey: string | null = null;
  let generation = 0;
  let engine: SearchEngine | null = null;
  let current: Promise<void> = Promise.resolve();

  const report = (next: SearchState) => {
    state = next;
    post({ type: 'state', state, failures });
  };

  async function load(shards: readonly ShardRef[], mine: number): Promise<void> {
    const settled = await Promise.allSettled(shards.map((ref) => fetchShard(ref, options.fetch, options.origin)));
    if (mine !== generation) return;
    failures = settled.flatMap((r, i) =>
      r.status === 'rejected'
        ? [{ section: shards[i]!.section, message: r.reason instanceof Error ? r.reason.message : String(r.reason) }]
        : [],
    );
    const loaded = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    // A set with failures is fetched again on the next load message (the next focus of the box).
    if (failures.length > 0) loadedKey = null;
    engine = loaded.length > 0 || shards.length === 0 ? createSearchEngine(loaded) : null;
    report(engine ? 'ready' : 'not-loaded');
  }

  async function answer(message: QueryMessage): Promise<void> {
    try {
      // A newer load may start while this one is awaited; answer from the newest set.
      for (let awaited = current; ; awaited = current) {
        await awaited;
        if (awaited === current) break;
      }
      post({ type: 'results', id: message.id, hits: engine ? engine.search(message) : [] });
    } catch (error) {
      post({ type: 'results', id: message.id, hits: [], error: error instanceof Error ? error.message : String(error) });
    }
  }

  return {
    handle(message) {
      if (message.type === 'query') {
        void answer(message);
        return;
      }
      const key = keyOf(message.shards);
      if (key === loadedKey) {
        report(state);
        return;
      }
      loadedKey = key;
      const mine = ++generation;
      failures = [];
      report('loading');
      current = load(message.shards, mine);
    },
  };
}
