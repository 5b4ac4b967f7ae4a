import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Copies a build into its immutable place on the origin. The folder appears whole or not at all
 * (copied beside it, then renamed); an existing folder with this id already holds the same bytes.
 */
export async function placeImmutable(from: string, to: string): Promise<void> {
  if (await stat(to).then(() => true, () => false)) return;
  await mkdir(dirname(to), { recursive: true });
  const tmp = `${to}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  await cp(from, tmp, { recursive: true });
  await rename(tmp, to);
}
