import { join } from 'node:path';
import { hashTree } from '@roo-docs/build-kit';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';

/**
 * What a page's compiled output depends on besides the page itself: the build's own code (MDX
 * pipeline, plugins), the data the plugins read (model and tool catalogues, the site contract)
 * and the installed packages. A change to any of them empties the caches.
 */
export function buildDependencies(repoRoot: string): string[] {
  // Every shared package's source, so a package added later is covered without a change here.
  const shared = readdirSync(join(repoRoot, 'shared'))
    .map((name) => join(repoRoot, 'shared', name, 'src'))
    .filter((dir) => existsSync(dir))
    .sort();
  return [...shared, join(repoRoot, 'package-lock.json')];
}

/** One hash of every build dependency, so a cache can tell it was written by the same build. */
export async function buildDependencyDigest(repoRoot: string): Promise<string> {
  const hash = createHash('sha256');
  for (const path of buildDependencies(repoRoot)) {
    if (path.endsWith('.json')) hash.update(await readFile(path));
    else await hashTree(path, hash);
  }
  return hash.digest('hex');
}

/** Where a remote keeps its build caches (beside its dependencies, never committed or published). */
export const cacheDirOf = (remoteDir: string) => join(remoteDir, 'node_modules', '.cache', 'roo-docs');
