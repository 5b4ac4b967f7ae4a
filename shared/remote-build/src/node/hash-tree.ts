import { createHash, type Hash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Feeds every file under `dir` (path and bytes, in sorted order) into a sha256. */
export async function hashTree(dir: string, hash: Hash = createHash('sha256')): Promise<Hash> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const file of files) hash.update(relative(dir, file)).update(await readFile(file));
  return hash;
}

/** The id of a build: the first 12 hex digits of the hash of everything it contains. */
export const BUILD_ID_LENGTH = 12;
