import { realpathSync, statSync, type Stats } from 'node:fs';
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

export interface SiteFile {
  /** Its real path: symlinks resolved. */
  file: string;
  stats: Stats;
  /** The path inside the site that led to it, links unresolved. */
  candidate: string;
}

/**
 * A regular file of the site, if the candidate path is one and lies inside the site. A symlink
 * may lead anywhere inside the site (a section folder may be a link to its current build) but
 * never out.
 */
function siteFile(root: SiteRoot, candidate: string): SiteFile | null {
  const file = realOrUndefined(candidate);
  if (file === undefined || !root.contains(file)) return null;
  try {
    const stats = statSync(file, { throwIfNoEntry: false });
    return stats?.isFile() ? { file, stats, candidate } : null;
  } catch {
    return null;
  }
}

/**
 * Maps a URL path to a file of the site: `/a/b` is `a/b` or `a/b/index.html`, `/a/b/` only the
 * latter (a path is never both: `a/b` is a file or a folder). Synchronous on purpose: these
 * look-ups hit the kernel's caches, and each costs less than a round trip through libuv's pool.
 * Pages are tried first for paths whose last segment has no extension: one system call fewer.
 */
export function fileFor(root: SiteRoot, urlPath: string): SiteFile | null {
  const path = sitePath(urlPath);
  if (path === null) return null;
  const base = join(root.dir, path);
  if (path.endsWith('/')) return siteFile(root, join(base, 'index.html'));
  if (/\.[^/]*$/.test(path)) return siteFile(root, base) ?? siteFile(root, join(base, 'index.html'));
  return siteFile(root, join(base, 'index.html')) ?? siteFile(root, base);
}
