import { fetchShard, type FetchLike } from './fetch-shard.ts';
import type { LoadedShard } from './shard.ts';
import type { SearchTiming, ShardRef } from './types.ts';

/** One section's shard as the host holds it: loaded, arriving, or failed and waiting to be retried. */
export interface ShardSlot {
  readonly ref: ShardRef;
  /** Fetched by `load`; the release notes are not (they wait for a query that needs them). */
  readonly eager: boolean;
  shard: LoadedShard | null;
  /** The fetch in flight; it never rejects. */
  pending: Promise<void> | null;
  /** Why the last fetch failed; null once loaded (or before the first fetch). */
  failure: string | null;
  /** Consecutive failures: the back-off doubles with each. */
  failures: number;
  /** When a failed slot may be fetched again (ms, `Date.now()` clock). */
  retryAt: number;
}

export const slotKey = (ref: ShardRef) => `${ref.section} ${ref.url} ${ref.sha256}`;

export function createSlot(ref: ShardRef, eager: boolean): ShardSlot {
  return { ref, eager, shard: null, pending: null, failure: null, failures: 0, retryAt: 0 };
}

/** Whether a query (or load) should fetch this slot now: never tried, or failed and its back-off is over. */
export function isDue(slot: ShardSlot, now: number): boolean {
  return !slot.shard && !slot.pending && (slot.failures === 0 || now >= slot.retryAt);
}

const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

/**
 * Fetches the slot's shard once; `settled` runs when it has loaded or failed. A failure sets the
 * back-off: `retryMs`, doubled per consecutive failure, at most `retryMaxMs`, so a dead shard
 * costs one request per back-off period however fast the reader types.
 */
export function fetchSlot(
  slot: ShardSlot,
  io: { fetch: FetchLike; origin?: string | undefined; timing: SearchTiming; now?: () => number },
  settled: () => void,
): void {
  const { timing } = io;
  slot.pending = fetchShard(slot.ref, io.fetch, {
    origin: io.origin,
    timeoutMs: timing.fetchTimeoutMs,
    reload: slot.failures > 0,
  }).then(
    (shard) => {
      slot.shard = shard;
      slot.failure = null;
      slot.failures = 0;
    },
    (error: unknown) => {
      slot.failure = messageOf(error);
      slot.failures += 1;
      slot.retryAt = (io.now ?? Date.now)() + Math.min(timing.retryMs * 2 ** (slot.failures - 1), timing.retryMaxMs);
    },
  );
  void slot.pending.then(() => {
    slot.pending = null;
    settled();
  });
}
