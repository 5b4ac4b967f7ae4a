import { loadShard, ShardRefusedError, type LoadedShard } from './shard.ts';
import type { ShardRef } from './types.ts';

/** `fetch`, or a stand-in with its shape (tests). */
export type FetchLike = (url: string, init?: { signal?: AbortSignal; cache?: RequestCache }) => Promise<Response>;

export interface FetchShardOptions {
  /** When set, the URL must resolve to this origin (the worker's own). */
  origin?: string | undefined;
  /** Bound on the whole download, headers and body: a shard that stalls is given up on. */
  timeoutMs?: number | undefined;
  /** Bypass the HTTP cache (a retry must not be answered by the bad copy it is retrying). */
  reload?: boolean | undefined;
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

function onOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * The bytes of a shard, or a rejection once `timeoutMs` has passed. The race, not only the abort
 * signal, bounds the wait: a fetch stand-in, or a body stream, that ignores the signal still ends.
 */
async function download(ref: ShardRef, fetchImpl: FetchLike, options: FetchShardOptions): Promise<ArrayBuffer> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    if (options.timeoutMs === undefined) return;
    timer = setTimeout(() => {
      controller.abort();
      reject(new ShardRefusedError(ref.section, `no complete answer from ${ref.url} within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
  });
  const work = (async () => {
    const response = await fetchImpl(ref.url, {
      signal: controller.signal,
      ...(options.reload ? { cache: 'reload' as const } : {}),
    });
    if (!response.ok) throw new ShardRefusedError(ref.section, `HTTP ${response.status} fetching ${ref.url}`);
    return response.arrayBuffer();
  })();
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fetches a shard and loads it only if its bytes have the sha256 that `/remotes.json` published:
 * a torn upload, a stale cache or a tampered file is refused rather than searched.
 */
export async function fetchShard(ref: ShardRef, fetchImpl: FetchLike, options: FetchShardOptions = {}): Promise<LoadedShard> {
  if (options.origin !== undefined && !onOrigin(ref.url, options.origin))
    throw new ShardRefusedError(ref.section, `${ref.url} is not on this site's origin`);
  const bytes = await download(ref, fetchImpl, options);
  const digest = hex(await crypto.subtle.digest('SHA-256', bytes));
  if (digest !== ref.sha256) throw new ShardRefusedError(ref.section, `its sha256 ${digest} is not the published ${ref.sha256}`);
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ShardRefusedError(ref.section, `${ref.url} is not JSON`);
  }
  return loadShard(raw, ref.section);
}
