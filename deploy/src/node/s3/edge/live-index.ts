import { LRUCache } from 'lru-cache';
import { parseOrThrow } from '@roo-docs/schemas';
import { POINTER_KEY, pageSetSchema, s3PointerSchema, setKey, type PageSet, type S3Pointer } from '../layout.ts';
import type { ObjectStore } from '../store.ts';

export interface PageEntry {
  sha256: string;
  size: number;
}

/** What one pointer serves: every page-set file by site path. Replaced whole, never edited. */
export interface LiveIndex {
  etag: string;
  pointer: S3Pointer;
  files: Map<string, PageEntry>;
}

/**
 * The edge's view of the live pointer: fetched at most every `ttlMs` (a conditional GET, so an
 * unchanged pointer costs a 304), its page sets read once each (they never change) and merged
 * into one index. A new pointer replaces the index only once all of its sets are in, so a request
 * resolves every file through one pointer: a section's pages switch together. When the store
 * is slow or cannot be reached the last index keeps serving.
 */
export class LivePointer {
  private current: LiveIndex | null = null;
  private checkedAt = 0;
  private pending: Promise<LiveIndex | null> | null = null;
  private readonly sets = new LRUCache<string, PageSet>({ max: 64 });
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: ObjectStore,
    readonly ttlMs = 1000,
    private readonly log: (line: string) => void = (l) => console.error(l),
  ) {}

  /** Polls in the background too, so a switch reaches an idle edge as fast as a busy one. */
  start(): this {
    this.timer = setInterval(() => void this.get().catch(() => {}), this.ttlMs);
    this.timer.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /**
   * The index to answer with. Once the edge holds one, a request never waits for the store: a
   * pointer past its `ttlMs` is read again in the background and the one held answers meanwhile,
   * so a slow or stalled store slows the switch, not the readers.
   */
  async get(): Promise<LiveIndex | null> {
    if (this.current && Date.now() - this.checkedAt < this.ttlMs) return this.current;
    this.pending ??= this.refresh().finally(() => (this.pending = null));
    if (!this.current) return this.pending;
    this.pending.catch(() => {});
    return this.current;
  }

  private async refresh(): Promise<LiveIndex | null> {
    try {
      const got = await this.store.open(POINTER_KEY, { ifNoneMatch: this.current?.etag }, 'edge: read the pointer');
      this.checkedAt = Date.now();
      if ('status' in got) {
        if (got.status === 404) this.current = null;
        return this.current;
      }
      const text = await got.Body!.transformToString('utf8');
      const pointer = parseOrThrow(s3PointerSchema, JSON.parse(text), POINTER_KEY) as S3Pointer;
      this.current = { etag: got.ETag ?? '', pointer, files: await this.indexOf(pointer) };
      return this.current;
    } catch (error) {
      this.log(`serve: ${(error as Error).message}${this.current ? ' (serving the last pointer read)' : ''}`);
      if (this.current) return this.current;
      throw error;
    }
  }

  private async indexOf(pointer: S3Pointer): Promise<Map<string, PageEntry>> {
    const files = new Map<string, PageEntry>();
    for (const id of Object.values(pointer.sets)) {
      let set = this.sets.get(id);
      if (!set) {
        const got = await this.store.get(setKey(id), 'edge: read a page set');
        if (!got) throw new Error(`the pointer names page set ${id}, which the store does not hold`);
        set = parseOrThrow(pageSetSchema, JSON.parse(got.body.toString('utf8')), setKey(id));
        this.sets.set(id, set);
      }
      for (const [path, entry] of Object.entries(set.files)) files.set(path, entry);
    }
    return files;
  }
}
