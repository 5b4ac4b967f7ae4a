import { ON_DEMAND_SECTION } from '@roo-docs/schemas/contract';
import { engineCache } from './engine-cache.ts';
import type { FetchLike } from './fetch-shard.ts';
import { wantsReleaseNotes } from './on-demand.ts';
import type { FromWorker, QueryMessage, ToWorker } from './protocol.ts';
import { createSlot, fetchSlot, isDue, slotKey, type ShardSlot } from './shard-slot.ts';
import { DEFAULT_TIMING, type MissingSection, type SearchState, type SearchTiming } from './types.ts';

export interface SearchHostOptions {
  fetch: FetchLike;
  /** When set, shard URLs must resolve to this origin (the worker's own). */
  origin?: string | undefined;
}

export interface SearchHost {
  handle(message: ToWorker): void;
}

const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

function stateOf(slots: readonly ShardSlot[]): SearchState {
  const eager = slots.filter((s) => s.eager);
  if (eager.some((s) => s.pending)) return 'loading';
  return eager.length === 0 || eager.some((s) => s.shard) ? 'ready' : 'not-loaded';
}

function missingOf(slot: ShardSlot): MissingSection[] {
  if (slot.shard) return [];
  return [{ section: slot.ref.section, reason: slot.pending ? 'loading' : 'failed' }];
}

/** Resolves when every promise has, or after `ms`, whichever comes first. */
async function within(promises: Promise<void>[], ms: number): Promise<void> {
  if (!promises.length) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(promises), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * What the worker does, free of worker globals so it also runs in the page (no Worker available)
 * and in tests. Each section's shard loads on its own (shard-slot.ts): a section that fails or
 * stalls never holds up the others. A query waits a little for shards still arriving, then
 * answers from those loaded and names the sections it could not search; a failed section is
 * fetched again by a later query, with back-off. The release-notes shard, the largest, is fetched
 * only for a query that needs it (on-demand.ts).
 */
export function createSearchHost(post: (message: FromWorker) => void, options: SearchHostOptions): SearchHost {
  let slots: ShardSlot[] | null = null;
  let timing: SearchTiming = DEFAULT_TIMING;
  const engineFor = engineCache();

  const report = () => {
    if (!slots) return;
    const failures = slots.flatMap((s) => (s.failure && !s.shard ? [{ section: s.ref.section, message: s.failure }] : []));
    post({ type: 'state', state: stateOf(slots), failures });
  };
  const start = (slot: ShardSlot) => {
    fetchSlot(slot, { fetch: options.fetch, origin: options.origin, timing }, () => {
      // A slot of a replaced set settles unheard, unless the new set took it over.
      if (slots?.includes(slot)) report();
    });
  };
  const startDue = (wanted: readonly ShardSlot[], retry = true) => {
    const now = Date.now();
    const due = wanted.filter((s) => isDue(s, now) && (retry || s.failures === 0));
    due.forEach(start);
    if (due.length) report();
  };

  function load(refs: readonly ShardSlot['ref'][]): void {
    // Keep what is loaded or arriving: a new pointer usually changes one section, not five.
    const old = new Map((slots ?? []).map((s) => [slotKey(s.ref), s]));
    slots = refs.map((ref) => old.get(slotKey(ref)) ?? createSlot(ref, ref.section !== ON_DEMAND_SECTION));
    const eager = slots.filter((s) => s.eager);
    const now = Date.now();
    if (eager.some((s) => isDue(s, now))) startDue(eager);
    else report();
  }

  async function answer(message: QueryMessage): Promise<void> {
    try {
      let wanted: ShardSlot[] = [];
      // A newer load may replace the set while this query waits: answer from the newest.
      for (let mine = slots; mine; mine = slots) {
        const notes = wantsReleaseNotes(message);
        wanted = mine.filter((s) => s.eager || notes);
        startDue(wanted, message.retryFailed !== false);
        await within(
          wanted.flatMap((s) => (s.pending ? [s.pending] : [])),
          timing.patienceMs,
        );
        if (mine === slots) break;
      }
      const shards = wanted.flatMap((s) => (s.shard ? [s.shard] : []));
      const missing = wanted.flatMap(missingOf);
      post({ type: 'results', id: message.id, hits: engineFor(shards).search(message), missing });
    } catch (error) {
      post({ type: 'results', id: message.id, hits: [], missing: [], error: messageOf(error) });
    }
  }

  return {
    handle(message) {
      if (message.type === 'query') {
        void answer(message);
        return;
      }
      timing = { ...DEFAULT_TIMING, ...message.timing };
      load(message.shards);
    },
  };
}
