import { PageLoadError, type Island, type PageModule, type PageSource } from '../shared/pages.ts';

type Entry = Promise<PageModule> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: PageModule; reason?: unknown };

/**
 * Client page cache. Reads of a loaded page return synchronously (needed to hydrate without a
 * fallback); reads of a loading page suspend; a failed load throws a PageLoadError.
 */
export function createClientPageSource(
  load: (path: string) => Promise<PageModule>,
  /**
   * Called when a load that rendering started itself (back/forward, or a navigation that did
   * not preload) fails; a preload's failure is its caller's to handle.
   */
  onRenderLoadFailure: (path: string, error: unknown) => void = () => undefined,
) {
  const entries = new Map<string, Entry>();
  const islands = new Map<string, Island>();

  function start(path: string, fallback?: { island: string; after: Promise<void> }): Entry {
    let entry = entries.get(path);
    if (entry) return entry;
    entry = (
      fallback === undefined
        ? load(path)
        : fallback.after.then(() => load(path)).catch((error) => keepIsland(path, fallback.island, error))
    ) as Entry;
    entry.status = 'pending';
    // Block bodies: returning `entry` here would chain a second, unhandled copy of a rejection.
    entry.then(
      (value) => {
        Object.assign(entry!, { status: 'fulfilled', value });
      },
      (reason) => {
        Object.assign(entry!, { status: 'rejected', reason });
      },
    );
    entries.set(path, entry);
    return entry;
  }

  // The prerendered page stays as it was served: a load failure must not blank what the reader sees.
  function keepIsland(path: string, island: string, error: unknown): never {
    console.error(error);
    islands.set(path, { island, error });
    throw new PageLoadError(`Could not load ${path}; showing the prerendered page`, { cause: error });
  }

  const source: PageSource & {
    preload(path: string): Promise<void>;
    /**
     * Loads the page the HTML shows once `after` settles (the shell has hydrated), keeping that
     * HTML if the load fails.
     */
    startWithFallback(path: string, island: string, after: Promise<void>): void;
  } = {
    read(path) {
      const island = islands.get(path);
      if (island) return island;
      const fresh = !entries.has(path);
      const entry = start(path);
      if (fresh) entry.catch((error: unknown) => onRenderLoadFailure(path, error));
      if (entry.status === 'fulfilled') return entry.value!;
      if (entry.status === 'rejected') {
        const reason = entry.reason;
        throw reason instanceof PageLoadError ? reason : new PageLoadError(`Could not load ${path}`, { cause: reason });
      }
      throw entry;
    },
    forget(path) {
      entries.delete(path);
      islands.delete(path);
    },
    async preload(path) {
      await start(path);
    },
    startWithFallback(path, island, after) {
      void start(path, { island, after }).catch(() => undefined);
    },
  };
  return source;
}
