import { PageLoadError, type Island, type PageModule, type PageSource } from '../shared/pages.ts';

type Entry = Promise<PageModule> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: PageModule; reason?: unknown };

/**
 * Client page cache. Reads of a loaded page return synchronously (needed to hydrate without a
 * fallback); reads of a loading page suspend; a failed load throws a PageLoadError.
 */
export function createClientPageSource(load: (path: string) => Promise<PageModule>) {
  const entries = new Map<string, Entry>();
  const islands = new Map<string, Island>();

  function start(path: string): Entry {
    let entry = entries.get(path);
    if (entry) return entry;
    entry = load(path) as Entry;
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

  const source: PageSource & {
    preload(path: string): Promise<void>;
    setIsland(path: string, island: Island): void;
  } = {
    read(path) {
      const island = islands.get(path);
      if (island) return island;
      const entry = start(path);
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
    setIsland(path, island) {
      islands.set(path, island);
    },
  };
  return source;
}
