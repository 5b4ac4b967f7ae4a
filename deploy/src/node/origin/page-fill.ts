import { linkSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Origin } from './origin.ts';
import { isTempName } from './temp-names.ts';
import { ensureLinks, entryAt, filesUnder, liveId, livePages, pageFolder, servedPaths, switchLive } from './page-folder.ts';

/** Hard-links `from` to `to`, replacing whatever is there in one rename. */
function placeHardLink(from: string, to: string) {
  const tmp = `${to}.fill-${process.pid}`;
  rmSync(tmp, { force: true });
  mkdirSync(dirname(to), { recursive: true });
  linkSync(from, tmp);
  renameSync(tmp, to);
}

/**
 * Completes a new page folder with every file of the live one it lacks, except `drops` (pages a
 * section no longer has): what this publish leaves as it was stays byte for byte. Hard links, not
 * copies: a page folder is never written in place once filled (a publish writes a new folder),
 * so sharing bytes with the live folder is safe and takes no time or disk.
 */
export function fillFromLive(origin: Origin, folder: string, drops: Set<string>): number {
  const have = new Set(filesUnder(folder));
  let linked = 0;
  for (const file of filesUnder(livePages(origin))) {
    // A temporary name (`.fill-<pid>`, `.gz.tmp-<pid>`) is half of a placement a killed deploy never finished.
    if (have.has(file) || drops.has(file) || isTempName(basename(file))) continue;
    placeHardLink(join(livePages(origin), file), join(folder, file));
    linked++;
  }
  return linked;
}

/**
 * Moves plain files of the served site into the live page folder and serves them through links:
 * an origin published before page folders existed, or a file put there by hand (a robots.txt),
 * which later publishes then carry forward. Each file is replaced by a link to the same bytes in
 * one rename, so readers never miss it; killed half-way, running this again finishes the job.
 */
export function adoptServedFiles(origin: Origin): number {
  const plain = servedPaths(origin).filter((file) => entryAt(join(origin.dir, file)) === 'other');
  if (!plain.length) return 0;
  let id = liveId(origin);
  if (id) {
    for (const file of plain) placeHardLink(join(origin.dir, file), join(livePages(origin), file));
  } else {
    id = `adopted-${Date.now()}-${process.pid}`;
    for (const file of plain) placeHardLink(join(origin.dir, file), join(pageFolder(origin, id), file));
    switchLive(origin, id);
  }
  ensureLinks(origin, plain);
  return plain.length;
}
