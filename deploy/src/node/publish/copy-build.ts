import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { throughTemp } from '../origin/temp-names.ts';
import { dirname, join, relative } from 'node:path';

/**
 * Copies every file of `from` to the same path under `to`, a few at a time (a 2,000-page section
 * is 1,500 files). Copies, not hard links: a link would share its bytes with the build folder, so
 * anything that rewrites a published file in place (a hand edit, a test breaking a manifest) would
 * rewrite the build too, and every origin later placed from it. Where the file system can clone a
 * file (copy-on-write), the copy is a clone.
 */
export async function copyTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true, recursive: true });
  await mkdir(to, { recursive: true });
  const dirs = entries.filter((e) => e.isDirectory()).map((e) => join(to, relative(from, join(e.parentPath, e.name))));
  // Parents sort before their children.
  for (const dir of dirs.sort()) await mkdir(dir, { recursive: true });
  const files = entries.filter((e) => !e.isDirectory()).map((e) => relative(from, join(e.parentPath, e.name)));
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await copyFile(join(from, file), join(to, file), constants.COPYFILE_FICLONE);
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, files.length) }, worker));
}

/**
 * Places a build into its immutable place on the origin. The folder appears whole or not at all
 * (copied beside it, prepared, then renamed); an existing folder with this id already holds the same bytes.
 * Returns whether it placed the folder (false: it was there).
 */
export async function placeImmutable(from: string, to: string, prepare?: (dir: string) => Promise<unknown>): Promise<boolean> {
  if (
    await stat(to).then(
      () => true,
      () => false,
    )
  )
    return false;
  await mkdir(dirname(to), { recursive: true });
  const tmp = `${to}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  await throughTemp(tmp, to, async () => {
    await copyTree(from, tmp);
    await prepare?.(tmp);
  });
  return true;
}

/**
 * Copies a build's content-addressed assets into the site-wide `/_assets/`. A name is the hash of
 * its bytes, so an existing file is already right and is never rewritten. Returns the files it added.
 */
export async function placeAssets(buildDir: string, originDir: string): Promise<string[]> {
  const from = join(buildDir, '_assets');
  const names = await readdir(from).catch(() => [] as string[]);
  const placed: string[] = [];
  for (const name of names) {
    const to = join(originDir, '_assets', name);
    if (
      await stat(to).then(
        () => true,
        () => false,
      )
    )
      continue;
    await mkdir(dirname(to), { recursive: true });
    await throughTemp(`${to}.tmp-${process.pid}`, to, (tmp) => copyFile(join(from, name), tmp));
    placed.push(to);
  }
  return placed;
}
