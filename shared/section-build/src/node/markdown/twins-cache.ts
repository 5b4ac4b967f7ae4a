import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { saveCacheFile } from '../cache/cache-file.ts';

interface CacheFile {
  digest: string;
  /** Page key (page-keys.ts) → that page's twin. */
  twins: Record<string, string>;
}

export interface TwinsCache {
  get(pageKey: string): string | undefined;
  set(pageKey: string, twin: string): void;
  /** Writes what this build used (and only that), for the next build. */
  save(): Promise<void>;
}

/**
 * The twins of the last build by page key: a release renders the Markdown of the pages it changed
 * and reuses the rest, as the search sections do (cache/sections-cache.ts). A page key covers the
 * page's text, its route and the build's own code, so an equal key gives the same twin.
 */
export async function cachedTwins(cacheDir: string, digest: string): Promise<TwinsCache> {
  const file = join(cacheDir, 'markdown-twins.json');
  const old = await readFile(file, 'utf8').then(
    (t) => JSON.parse(t) as CacheFile,
    (): CacheFile => ({ digest: '', twins: {} }),
  );
  const reusable = old.digest === digest ? old.twins : {};
  const next: CacheFile = { digest, twins: {} };
  return {
    get: (key) => {
      const twin = reusable[key];
      if (twin !== undefined) next.twins[key] = twin;
      return twin;
    },
    set: (key, twin) => void (next.twins[key] = twin),
    save: () => saveCacheFile(file, next),
  };
}
