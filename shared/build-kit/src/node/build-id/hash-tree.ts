import { createHash, type Hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Feeds every file under `dir` (path and bytes, in sorted order) into a sha256. */
export async function hashTree(dir: string, hash: Hash = createHash('sha256')): Promise<Hash> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  // Read synchronously: a build folder is 1,500 files at 2,000 pages, and each awaited read was
  // four round trips through libuv's threads, one file after another.
  for (const file of files) hash.update(relative(dir, file)).update(readFileSync(file));
  return hash;
}

/** The id of a build: the first 12 hex digits of the hash of everything it contains. */
export const BUILD_ID_LENGTH = 12;
