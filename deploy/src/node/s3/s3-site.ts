import { join } from 'node:path';
import type { RemotesPointer } from '@roo-docs/schemas';
import { faultPoint } from '../origin/fault.ts';
import { withLock } from '../origin/lock.ts';
import { originAt, type Origin } from '../origin/origin.ts';
import { createS3Client } from './client.ts';
import { describeLocation, parseS3Url, type S3Location } from './location.ts';
import { rideOutOutage } from './outage.ts';
import { readS3Pointer, swapPointer, type ReadPointer } from './pointer-object.ts';
import { ConditionFailed, ObjectStore } from './store.ts';
import { syncDown } from './sync-down.ts';
import { syncUp } from './sync-up.ts';
import { sha256 } from './work-cache.ts';

/** An object-storage origin, and the local work folder a runner prepares its changes in. */
export interface S3Site {
  location: S3Location;
  store: ObjectStore;
  work: Origin;
}

export function openS3Site(url: string, repoRoot: string, env: NodeJS.ProcessEnv = process.env): S3Site {
  const location = parseS3Url(url);
  const store = new ObjectStore(createS3Client(env), location);
  // One work folder per endpoint and origin, inside the checkout so prerendering finds React.
  const key = sha256(`${env.AWS_ENDPOINT_URL ?? 'aws'} ${describeLocation(location)}`).slice(0, 12);
  const work = originAt(env.ROO_DOCS_S3_WORK ?? join(repoRoot, '.tmp', 's3-work', key));
  return { location, store, work };
}

/** Another runner changed a section this command changes, after this command read the pointer. */
export class BaseMoved extends Error {}

/** Sections (and 'shell') whose live build differs between two pointers. */
export function changedParts(a: RemotesPointer | undefined, b: RemotesPointer): string[] {
  const names = new Set([...Object.keys(a?.sections ?? {}), ...Object.keys(b.sections)]);
  const parts = [...names].filter(
    (s) =>
      a?.sections[s as keyof RemotesPointer['sections']]?.buildId !== b.sections[s as keyof RemotesPointer['sections']]?.buildId,
  );
  if (a?.shell?.buildId !== b.shell?.buildId) parts.push('shell');
  return parts;
}

const ATTEMPTS = 8;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.min(2000, 100 * 2 ** attempt) * (0.5 + Math.random())));

/**
 * Runs a folder command against an object-storage origin. The work folder is made equal to the
 * live site, the command runs there unchanged (same checks, same pages), what it made is uploaded
 * beside the live objects, and the pointer is swapped only if nobody swapped it meanwhile. If
 * somebody did and changed only other parts of the site, the command runs again on top of theirs
 * (re-applying its own section only); if they changed a part this command changes too, it stops
 * with BaseMoved. Nothing is live until the swap, so a failure or kill anywhere before it leaves
 * the site as it was, and what it uploaded is reclaimed by prune. Each step that talks to the
 * store is run again while the store is out (rideOutOutage): all of them may run twice.
 */
export async function onObjectStore<T>(
  site: S3Site,
  command: (work: Origin, attempt: number) => Promise<T>,
  options: {
    log?: (line: string) => void;
    /** The command takes the work folder's lock itself (release). */ locks?: boolean;
  } = {},
): Promise<T> {
  const log = options.log ?? console.warn;
  const step = <R>(run: () => Promise<R>) => rideOutOutage(run, log);
  for (let attempt = 0; ; attempt++) {
    const base = await step(() => readS3Pointer(site.store));
    await step(() => syncDown(site.store, site.work, base?.doc ?? null));
    const result = options.locks
      ? await command(site.work, attempt)
      : await withLock(site.work, () => command(site.work, attempt), log);
    const next = await step(() => syncUp(site.store, site.work, base?.doc ?? null));
    if (base && JSON.stringify([base.doc.remotes, base.doc.sets]) === JSON.stringify([next.remotes, next.sets])) return result;
    // Tests hold a command here to make two runners overlap for certain.
    if (process.env.ROO_DEPLOY_HOLD_BEFORE_SWAP_MS)
      await new Promise((r) => setTimeout(r, Number(process.env.ROO_DEPLOY_HOLD_BEFORE_SWAP_MS)));
    faultPoint('s3:before-swap');
    try {
      await step(() => swapPointer(site.store, next, base));
      faultPoint('s3:swapped');
      return result;
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      const mine = changedParts(base?.doc.remotes, next.remotes);
      await explainConflict(site, base, mine, attempt);
      log(
        `the pointer of ${describeLocation(site.location)} moved while this command ran (another runner published); applying ${mine.join(', ') || 'it'} again on top`,
      );
      await pause(attempt);
    }
  }
}

async function explainConflict(site: S3Site, base: ReadPointer | null, mine: string[], attempt: number): Promise<void> {
  const now = await readS3Pointer(site.store, 're-read the pointer');
  const theirs = now ? changedParts(base?.doc.remotes, now.doc.remotes) : [];
  // A section re-renders on a moved shell by itself; a part both changed is a real conflict.
  const clash = mine.filter((part) => theirs.includes(part));
  if (clash.length) {
    const live = clash.map(
      (p) => `${p} ${p === 'shell' ? now?.doc.remotes.shell?.buildId : now?.doc.remotes.sections[p as 'features']?.buildId}`,
    );
    throw new BaseMoved(
      `Another runner published ${clash.join(', ')} while this command ran (live now: ${live.join(', ')}); nothing of this command went live. Run it again to publish on top of theirs.`,
    );
  }
  if (attempt + 1 >= ATTEMPTS)
    throw new Error(`The pointer kept moving: ${ATTEMPTS} attempts lost the race; nothing of this command went live`);
}
