import { readdirSync, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Origin } from './origin.ts';

/**
 * The names a deploy gives a file or folder while it writes it, before one rename puts it in place:
 * `<name>.tmp-<pid>` (build folders, assets, twins), `<name>.link-<pid>` and `<name>.fill-<pid>`
 * (links and hard links of page folders), `<name>.<pid>.<ms>.tmp` (writeAtomic). A deploy that
 * fails or is killed half-way leaves them; no server may ever send one.
 */
const TEMP_NAME = /\.(?:tmp|link|fill)-\d+(?:-\d+)?$|\.\d+\.\d+\.tmp$/;

/** Whether one path segment is a name a deploy writes under before renaming it into place. */
export const isTempName = (segment: string): boolean => TEMP_NAME.test(segment);

/**
 * Writes `tmp` (a file or folder beside `to`) with `write`, then renames it to `to`. If anything
 * fails (a full disk), what was written under the temporary name is removed before the error goes on.
 */
export async function throughTemp(tmp: string, to: string, write: (tmp: string) => Promise<unknown>): Promise<void> {
  try {
    await write(tmp);
    await rename(tmp, to);
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Removes every temporary file and folder anywhere in the origin, deploy state and page folders
 * included (a folder with a temporary name goes whole, unread). Only under the deploy lock: then
 * no deploy is writing one. Links are not followed. Returns what it removed, origin-relative.
 */
export function reclaimTempFiles(origin: Origin): string[] {
  const removed: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // gone, or not a folder
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (isTempName(entry.name)) {
        rmSync(path, { recursive: true, force: true });
        removed.push(relative(origin.dir, path));
      } else if (entry.isDirectory()) walk(path);
    }
  };
  walk(origin.dir);
  return removed;
}
