import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/**
 * Places every file of `from` at the same path under `to` as a hard link: a build folder is never
 * written to again once built, so the origin can share its bytes (a 2,000-page section is 1,500
 * files). Where links are impossible (another file system), the file is copied.
 */
export async function linkTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true, recursive: true });
  await mkdir(to, { recursive: true });
  const dirs = entries.filter((e) => e.isDirectory()).map((e) => join(to, relative(from, join(e.parentPath, e.name))));
  // Parents sort before their children.
  for (const dir of dirs.sort()) await mkdir(dir, { recursive: true });
  const files = entries.filter((e) => !e.isDirectory()).map((e) => relative(from, join(e.parentPath, e.name)));
  let copy = false;
  const one = async (file: string) => {
    if (!copy) {
      try {
        return await link(join(from, file), join(to, file));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
        copy = true;
      }
    }
    await copyFile(join(from, file), join(to, file));
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) await one(files[next++]!);
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
  await linkTree(from, tmp);
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
