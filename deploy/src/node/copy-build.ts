import { copyFile, cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Copies a build into its immutable place on the origin. The folder appears whole or not at all
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
  await cp(from, tmp, { recursive: true });
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
