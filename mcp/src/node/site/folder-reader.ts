import { open, realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { POINTER_FILE } from '@roo-docs/schemas/contract';
import { MAX_FILE_BYTES, type SiteReader } from './site-reader.ts';

const missing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * A published origin folder. Its pages are symlinks into the live page folder (switched by one
 * rename), so a file is followed to its real place and read only if that place is inside the folder.
 */
export function folderReader(dir: string, siteUrl: string): SiteReader {
  const root = resolve(dir);
  let realRoot: Promise<string> | undefined;
  return {
    siteUrl,
    describe: `folder ${root}`,
    async read(path, { ifTag } = {}) {
      const rootReal = await (realRoot ??= realpath(root));
      let real: string;
      try {
        real = await realpath(join(root, path));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      if (real !== rootReal && !real.startsWith(rootReal + sep)) return null;
      const handle = await open(real, 'r').catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) return null;
        const tag = `${info.ino}-${info.size}-${info.mtimeMs}`;
        if (ifTag === tag) return 'unchanged';
        if (info.size > MAX_FILE_BYTES)
          throw new Error(`${path} is ${info.size} bytes; the server reads at most ${MAX_FILE_BYTES}`);
        return { bytes: new Uint8Array(await handle.readFile()), tag };
      } finally {
        await handle.close();
      }
    },
  };
}

/** Whether `dir` looks like a published site (it has a pointer). */
export async function isSiteFolder(dir: string): Promise<boolean> {
  return stat(join(dir, POINTER_FILE)).then(
    (s) => s.isFile(),
    () => false,
  );
}
