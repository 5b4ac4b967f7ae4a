import { extname } from 'node:path';
import { COMPRESSIBLE } from '../../publish/precompress.ts';
import { accepts } from '../../serve/negotiate.ts';
import { sitePath } from '../../serve/site-path.ts';
import { IMMUTABLE_FOLDERS } from '../layout.ts';
import type { LiveIndex, PageEntry } from './live-index.ts';

/** A file a URL path names: a page-set file (known to the index) or a file of a build folder. */
export type Target = { kind: 'page'; file: string } | { kind: 'immutable'; file: string };

const IMMUTABLE = new RegExp(`^(${IMMUTABLE_FOLDERS.join('|')})/`);

/**
 * The file a URL path names, by the rules of the folder server (find-file.ts): `/a/b/` is
 * `a/b/index.html`; `/a/b` is `a/b/index.html` or the file `a/b` (a file first when the last
 * segment has an extension). Private paths (dot segments, server bundles) name nothing. Build
 * folders are not in the index: whether their file exists is the store's answer.
 */
export function resolveIn(index: LiveIndex | null, urlPath: string): Target | null {
  const path = sitePath(urlPath);
  if (path === null) return null;
  const file = path.slice(1);
  if (IMMUTABLE.test(file)) return { kind: 'immutable', file };
  if (!index) return null;
  const has = (f: string) => (index.files.has(f) ? ({ kind: 'page', file: f } as const) : null);
  const dirIndex = `${file}${file === '' || file.endsWith('/') ? '' : '/'}index.html`;
  if (file === '' || file.endsWith('/')) return has(dirIndex);
  if (/\.[^/]*$/.test(file)) return has(file) ?? has(dirIndex);
  return has(dirIndex) ?? has(file);
}

export interface PageVariant {
  file: string;
  entry: PageEntry;
  encoding?: 'br' | 'gzip';
  vary: boolean;
}

/** The page-set file to send: the precompressed twin the client accepts, if the set has one. */
export function pageVariant(index: LiveIndex, file: string, acceptEncoding: string): PageVariant {
  const own = { file, entry: index.files.get(file)!, vary: false };
  if (!COMPRESSIBLE.has(extname(file))) return own;
  for (const [suffix, encoding] of [
    ['.br', 'br'],
    ['.gz', 'gzip'],
  ] as const) {
    const twin = index.files.get(file + suffix);
    if (twin && accepts(acceptEncoding, encoding)) return { file: file + suffix, entry: twin, encoding, vary: true };
  }
  return { ...own, vary: true };
}

/** The object keys to try for a build-folder file, best first. */
export function immutableVariants(file: string, acceptEncoding: string): { suffix: string; encoding?: 'br' | 'gzip' }[] {
  if (!COMPRESSIBLE.has(extname(file))) return [{ suffix: '' }];
  const tries: { suffix: string; encoding?: 'br' | 'gzip' }[] = [];
  if (accepts(acceptEncoding, 'br')) tries.push({ suffix: '.br', encoding: 'br' });
  if (accepts(acceptEncoding, 'gzip')) tries.push({ suffix: '.gz', encoding: 'gzip' });
  return [...tries, { suffix: '' }];
}
