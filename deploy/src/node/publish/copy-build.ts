import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
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
 */
export async function placeImmutable(from: string, to: string, prepare?: (dir: string) => Promise<unknown>): Promise<void> {
  if (
    await stat(to).then(
      () => true,
      () => false,
    )
  )
    return;
  await mkdir(dirname(to), { recursive: true });
  const tmp = `${to}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  await copyTree(from, tmp);
  await prepare?.(tmp);
  await rename(tmp, to);
}

/**
 * Copies a build's content-addressed assets into the site-wide `/_assets/`. A name is the hash of
 * its bytes, so an existing file is already right and is never rewritten.
 */
export async function placeAssets(buildDir: string, originDir: string): Promise<void> {
  const from = join(buildDir, '_assets');
  const names = await readdir(from).catch(() => [] as string[]);
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
    await copyFile(join(from, name), `${to}.tmp-${process.pid}`);
    await rename(`${to}.tmp-${process.pid}`, to);
  }
}
