import { ON_DEMAND_SECTION } from '../shared/shard-format.ts';
import { createSearchEngine } from './engine.ts';
import { fetchShard, type FetchLike } from './fetch-shard.ts';
import { wantsReleaseNotes } from './on-demand.ts';
import type { FromWorker, QueryMessage, ToWorker } from './protocol.ts';
import type { LoadedShard } from './shard.ts';
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

const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

/** One load of a shard set: the docs shards at once, the release notes on first need. */
interface ShardSet {
  generation: number;
  docs: LoadedShard[];
  notesRef: ShardRef | undefined;
  notes: Promise<LoadedShard | null> | null;
}

/**
 * What the worker does, free of worker globals so it also runs in the page (no Worker available)
 * and in tests. Loads replace each other (the newest wins); queries wait for the current load.
 * The release-notes shard, the largest, is fetched only for a query that needs it (on-demand.ts).
 */
export function createSearchHost(post: (message: FromWorker) => void, options: SearchHostOptions): SearchHost {
  let state: SearchState = 'not-loaded';
  let failures: ShardFailure[] = [];
  let loadedKey: string | null = null;
  let generation = 0;
  let set: ShardSet | null = null;
  let current: Promise<void> = Promise.resolve();

  const report = (next: SearchState) => {
    state = next;
    post({ type: 'state', state, failures });
  };
  const fail = (section: ShardRef['section'], reason: unknown) => {
    failures = [...failures, { section, message: messageOf(reason) }];
    // A set with failures is fetched again on the next load message (the next focus of the box).
    loadedKey = null;
  };

  async function load(shards: readonly ShardRef[], mine: number): Promise<void> {
    const now = shards.filter((s) => s.section !== ON_DEMAND_SECTION);
    const settled = await Promise.allSettled(now.map((ref) => fetchShard(ref, options.fetch, options.origin)));
    if (mine !== generation) return;
    settled.forEach((r, i) => r.status === 'rejected' && fail(now[i]!.section, r.reason));
    const docs = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const notesRef = shards.find((s) => s.section === ON_DEMAND_SECTION);
    const usable = docs.length > 0 || settled.length === 0;
    set = usable ? { generation: mine, docs, notesRef, notes: null } : null;
    report(usable ? 'ready' : 'not-loaded');
  }

  function notesOf(s: ShardSet): Promise<LoadedShard | null> {
    if (!s.notesRef) return Promise.resolve(null);
    const ref = s.notesRef;
    s.notes ??= fetchShard(ref, options.fetch, options.origin).then(
      (shard) => shard,
      (error) => {
        if (s.generation === generation) {
          fail(ref.section, error);
          report(state);
        }
        // Forget the failure so the next query that needs the notes tries again.
        s.notes = null;
        return null;
      },
    );
    return s.notes;
  }

  async function answer(message: QueryMessage): Promise<void> {
    try {
      // A newer load may start while this one is awaited; answer from the newest set.
      for (let awaited = current; ; awaited = current) {
        await awaited;
        if (awaited === current) break;
      }
      const s = set;
      if (!s) return post({ type: 'results', id: message.id, hits: [] });
      const notes = wantsReleaseNotes(message) ? await notesOf(s) : null;
      const engine = createSearchEngine(notes ? [...s.docs, notes] : s.docs);
      post({ type: 'results', id: message.id, hits: engine.search(message) });
    } catch (error) {
      post({ type: 'results', id: message.id, hits: [], error: messageOf(error) });
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
