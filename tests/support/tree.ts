import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * sha256 of every file under `dir` as a server sees it, by path relative to it: a served link
 * counts as the file it reaches, and the page folders (`.pages/`) it reaches them through are
 * left out.
 */
export async function fileHashes(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = join(e.parentPath, e.name);
    if (relative(dir, file).startsWith('.pages/') || !(e.isFile() || (e.isSymbolicLink() && (await isFile(file))))) continue;
    out.set(
      relative(dir, file),
      createHash('sha256')
        .update(await readFile(file))
        .digest('hex'),
    );
  }
  return out;
}

/** Paths added, removed or changed between two snapshots. */
export function changedPaths(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((p) => before.get(p) !== after.get(p)).sort();
}
