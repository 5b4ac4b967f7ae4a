import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { splitSections, type PageSection } from '../search/split-sections.ts';
import { saveCacheFile } from './cache-file.ts';

interface CacheFile {
  digest: string;
  pages: Record<string, PageSection[]>;
  /** Page key (page-keys.ts) → the key of its sections in `pages`. */
  keys?: Record<string, string>;
}

export interface CachedSplit {
  /** Whether a page of this key was split before: its HTML need not be rendered (pass ''). */
  has: (pageKey: string) => boolean;
  split: (html: string, title: string, pageKey?: string) => PageSection[];
  /** Writes what this build used (and only that), for the next build. */
  save: () => Promise<void>;
}

/**
 * `splitSections` remembering each page's sections under the hash of its rendered HTML and title,
 * and which hash each page key gave: a release re-indexes every page of its section, but only the
 * few it changed are rendered and parsed again.
 * `digest` is the build's (cache/build-dependencies.ts): a change to the splitting code empties it.
 */
export async function cachedSplitSections(cacheDir: string, digest: string): Promise<CachedSplit> {
  const file = join(cacheDir, 'search-sections.json');
  const old: CacheFile = await readFile(file, 'utf8').then(
    (t) => JSON.parse(t) as CacheFile,
    () => ({ digest: '', pages: {} }),
  );
  const reusable = old.digest === digest ? old.pages : {};
  const reusableKeys = old.digest === digest ? (old.keys ?? {}) : {};
  const next: CacheFile = { digest, pages: {}, keys: {} };
  const has = (pageKey: string) => {
    const key = reusableKeys[pageKey];
    return key !== undefined && reusable[key] !== undefined;
  };
  return {
    has,
    split(html, title, pageKey) {
      // A page compiled from the same inputs renders the same HTML, so it is not rendered again.
      const key =
        pageKey !== undefined && has(pageKey)
          ? reusableKeys[pageKey]!
          : createHash('sha256').update(title).update('\0').update(html).digest('hex');
      const sections = reusable[key] ?? splitSections(html, title);
      next.pages[key] = sections;
      if (pageKey !== undefined) next.keys![pageKey] = key;
      return sections;
    },
    save: () => saveCacheFile(file, next),
  };
}
