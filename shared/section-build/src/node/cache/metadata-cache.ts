import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { readPageMetadata, type PageMetadata } from '../mdx/metadata.ts';

const withoutPath = (meta: PageMetadata, file: string): PageMetadata => ({
  ...meta,
  warnings: meta.warnings.map((w) => (w.startsWith(file) ? `\0${w.slice(file.length)}` : w)),
});

interface CacheFile {
  digest: string;
  pages: Record<string, PageMetadata>;
}

export interface MetadataCacheOptions {
  cacheDir: string;
  baseDir: string;
  digest: string;
  /** False: look up and read, but leave the cache file as it was (what `read` gives is provisional). */
  store?: boolean;
  /** Reads a page's text for its cache key; a long-lived caller passes its own memory of the files, which `read` then shares. */
  readText?: (file: string) => string | Promise<string>;
}

/**
 * `readPageMetadata` for many pages, remembering each result under the hash of the page's text
 * (and its path, which warnings name). A release changes a handful of the 310 release-notes pages;
 * the others are not compiled again. Written only when every page compiled.
 */
export async function cachedPageMetadata(
  files: string[],
  options: MetadataCacheOptions,
  read: (file: string) => Promise<PageMetadata> = readPageMetadata,
): Promise<PageMetadata[]> {
  const cacheFile = join(options.cacheDir, 'page-metadata.json');
  const old: CacheFile = await readFile(cacheFile, 'utf8').then(
    (t) => JSON.parse(t) as CacheFile,
    () => ({ digest: '', pages: {} }),
  );
  const reusable = old.digest === options.digest ? old.pages : {};
  const next: CacheFile = { digest: options.digest, pages: {} };
  const results = await Promise.all(
    files.map(async (file) => {
      const text = await (options.readText ?? ((f: string) => readFile(f, 'utf8')))(file);
      const key = createHash('sha256').update(relative(options.baseDir, file)).update('\0').update(text).digest('hex');
      // Warnings start with the page's path: stored without it, so a copied folder reports its own.
      const stored = reusable[key] ?? withoutPath(await read(file), file);
      next.pages[key] = stored;
      return { ...stored, warnings: stored.warnings.map((w) => w.replace(/^\0/, file)) };
    }),
  );
  if (options.store === false) return results;
  await mkdir(dirname(cacheFile), { recursive: true });
  await writeFile(`${cacheFile}.${process.pid}.tmp`, JSON.stringify(next));
  await rename(`${cacheFile}.${process.pid}.tmp`, cacheFile);
  return results;
}
