import { LRUCache } from 'lru-cache';
import { blobKey } from '../layout.ts';
import type { ObjectStore } from '../store.ts';

/** Pages up to this size are kept in memory; larger ones are streamed from the store each time. */
export const KEPT_UP_TO = 256 * 1024;

/**
 * Page bytes by sha256, in memory (32 MB at most). A name that is the hash of its bytes never
 * goes stale, so a kept page is sent without asking the store at all: the store is read once per
 * page version per edge, and a switch costs only the pages readers ask for next.
 */
export class PageBytes {
  private readonly kept = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (b) => b.length || 1 });

  constructor(private readonly store: ObjectStore) {}

  async get(sha256: string): Promise<Buffer | null> {
    const known = this.kept.get(sha256);
    if (known) return known;
    const got = await this.store.get(blobKey(sha256), 'edge: read a page');
    if (got) this.kept.set(sha256, got.body);
    return got?.body ?? null;
  }
}
