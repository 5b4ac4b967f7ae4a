import { realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { sitePath } from './site-path.ts';

/**
 * The site's folder. Its real path is looked up when first needed (the CLI binds the port before
 * the first publish creates the folder) and again when a file seems to lie outside it.
 */
export class SiteRoot {
  private realDir: string | undefined;
  constructor(readonly dir: string) {}

  /** The site folder's real path (as of the last look-up). */
  get real(): string {
    this.realDir ??= realOrUndefined(this.dir);
    return this.realDir ?? this.dir;
  }

  /** Whether a real path lies inside the site. */
  contains(file: string): boolean {
    for (const fresh of [false, true]) {
      if (fresh || this.realDir === undefined) this.realDir = realOrUndefined(this.dir);
      const root = this.realDir;
      if (root !== undefined && (file === root || file.startsWith(root + sep))) return true;
    }
    return false;
  }
}

function realOrUndefined(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false; // ENOTDIR, ELOOP, ENAMETOOLONG: no such file either
  }
}

/**
 * The real path of a regular file, if it is one and lies inside the site. A symlink may lead
 * anywhere inside the site (a section folder may be a link to its current build) but never out.
 */
function siteFile(root: SiteRoot, candidate: string): string | null {
  if (!isFile(candidate)) return null;
  const real = realOrUndefined(candidate);
  return real !== undefined && root.contains(real) ? real : null;
}

/**
 * Maps a URL path to a file of the site: `/a/b` is `a/b` or `a/b/index.html`, `/a/b/` only the
 * latter. Synchronous on purpose: these look-ups hit the kernel's caches and take microseconds,
 * less than the round trip of handing each to libuv's thread pool.
 */
export function fileFor(root: SiteRoot, urlPath: string): string | null {
  const path = sitePath(urlPath);
  if (path === null) return null;
  const base = join(root.dir, path);
  if (!path.endsWith('/')) {
    const file = siteFile(root, base);
    if (file) return file;
  }
  return siteFile(root, join(base, 'index.html'));
}
