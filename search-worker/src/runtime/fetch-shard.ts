import { loadShard, ShardRefusedError, type LoadedShard } from './shard.ts';
import type { ShardRef } from './types.ts';

export type FetchLike = (url: string) => Promise<Response>;

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Fetches a shard and loads it only if its bytes have the sha256 that `/remotes.json` published:
 * a torn upload, a stale cache or a tampered file is refused rather than searched.
 * With `origin`, the URL must also stay on that origin.
 */
function onOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

export async function fetchShard(ref: ShardRef, fetchImpl: FetchLike, origin?: string): Promise<LoadedShard> {
  if (origin !== undefined && !onOrigin(ref.url, origin))
    throw new ShardRefusedError(ref.section, `${ref.url} is not on this site's origin`);
  const response = await fetchImpl(ref.url);
  if (!response.ok) throw new ShardRefusedError(ref.section, `HTTP ${response.status} fetching ${ref.url}`);
  const bytes = await response.arrayBuffer();
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
