import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';

/** Files above this size are always streamed. */
export const CACHED_FILE_MAX = 256 * 1024;
const CACHE_MAX = 32 * 1024 * 1024;

interface Entry {
  body: Buffer;
  mtimeMs: number;
  /**
   * The time @fastify/send builds its validators from: `stats.mtime`, which Node rounds to the
   * millisecond. Cut off instead, half the files' ETags differed and a revalidation got 200.
   */
  validatorMs: number;
  size: number;
  ino: number;
}

export interface CachedFile {
  body: Buffer;
  /** The same validators @fastify/send gives the file, so either path answers a later conditional. */
  etag: string;
  lastModified: string;
}

/**
 * The bytes of small files, what nginx's open_file_cache does for descriptors: most answers of
 * the site are pages and chunks of a few KB, and opening, reading and closing each one per request
 * (three round trips to libuv's pool) cost more than the rest of the answer. An entry is used only
 * while the file's stat (taken per request) still shows the same inode, size and time, so a
 * publish is seen at once.
 */
export class SmallFileCache {
  private readonly entries = new LRUCache<string, Entry>({
    maxSize: CACHE_MAX,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  });

  async get(file: string, stats: Stats): Promise<CachedFile | null> {
    if (stats.size > CACHED_FILE_MAX) return null;
    let entry = this.entries.get(file);
    if (!entry || entry.mtimeMs !== stats.mtimeMs || entry.size !== stats.size || entry.ino !== stats.ino) {
      const body = await readFile(file).catch(() => null);
      // Rewritten in place while read: let the streaming path answer this one.
      if (body === null || body.length !== stats.size) return null;
      entry = { body, mtimeMs: stats.mtimeMs, validatorMs: stats.mtime.getTime(), size: stats.size, ino: stats.ino };
      this.entries.set(file, entry);
    }
    const mtime = entry.validatorMs;
    return {
      body: entry.body,
      etag: `W/"${entry.size.toString(16)}-${mtime.toString(16)}"`,
      lastModified: new Date(mtime).toUTCString(),
    };
  }
}
