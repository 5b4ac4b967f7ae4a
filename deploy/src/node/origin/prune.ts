import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { SECTION_NAMES } from '@roo-docs/schemas';
import { readHistory, releaseStack } from './history.ts';
import { buildsLivePagesName } from './named-builds.ts';
import { readPointer, type Origin } from './origin.ts';
import { removeOtherFolders } from './page-folder.ts';
import { reclaimTempFiles } from './temp-names.ts';

export interface PruneOptions {
  /** Releases per section kept for rollback, the live one included. */
  keepReleases: number;
  /** A build live within this many hours may still be loaded by a tab opened before the switch. */
  graceHours: number;
  now?: Date;
}

export const PRUNE_DEFAULTS: PruneOptions = { keepReleases: 5, graceHours: 24 };

/**
 * Removes section and shell builds nothing can need any more (and page folders no link reaches): not live, not named by a
 * live page, not among the last `keepReleases` releases rollback walks back through, and not live within `graceHours`.
 * Returns the removed folders, origin-relative. Call with the deploy lock held.
 */
export async function prune(origin: Origin, options: PruneOptions = PRUNE_DEFAULTS): Promise<string[]> {
  const pointer = await readPointer(origin);
  const history = await readHistory(origin);
  const since = (options.now ?? new Date()).getTime() - options.graceHours * 3600_000;
  // Builds that were live at some moment after `since`: the pointer before each recent change.
  const recent = history.filter((e) => Date.parse(e.at) >= since).flatMap((e) => [e.before, e.after]);
  const removed: string[] = [];
  const named = await buildsLivePagesName(origin);

  for (const section of SECTION_NAMES) {
    const keep = new Set((await releaseStack(origin, section)).slice(-options.keepReleases));
    const live = pointer.sections[section]?.buildId;
    if (live) keep.add(live);
    for (const id of named.sections.get(section) ?? []) keep.add(id);
    for (const p of recent) if (p.sections[section]) keep.add(p.sections[section].buildId);
    const dir = join(origin.dir, '_mf', section);
    for (const id of await readdir(dir).catch(() => [] as string[])) {
      if (keep.has(id) || id.includes('.tmp-')) continue;
      await rm(join(dir, id), { recursive: true, force: true });
      removed.push(`_mf/${section}/${id}`);
    }
  }

  const shells = new Set(history.slice(-options.keepReleases).flatMap((e) => [e.before.shell?.buildId, e.after.shell?.buildId]));
  if (pointer.shell) shells.add(pointer.shell.buildId);
  for (const id of named.shells) shells.add(id);
  for (const p of recent) if (p.shell) shells.add(p.shell.buildId);
  for (const [dir, rel] of [
    [join(origin.dir, '_shell'), '_shell'],
    [join(origin.state, 'shell'), '.deploy/shell'],
  ] as const) {
    for (const id of await readdir(dir).catch(() => [] as string[])) {
      if (shells.has(id) || id.includes('.tmp-')) continue;
      await rm(join(dir, id), { recursive: true, force: true });
      removed.push(`${rel}/${id}`);
    }
  }
  // Page folders of publishes that never switched, temporary files failed or killed deploys left
  // (recovery clears both too, when the lock is taken; this is for a call made otherwise).
  removed.push(...removeOtherFolders(origin).map((id) => `.pages/${id}`));
  removed.push(...reclaimTempFiles(origin));
  return removed;
}
