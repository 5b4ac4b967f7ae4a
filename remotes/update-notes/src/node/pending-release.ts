import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * A release under way: its entry is in `entries/` for the release's own build, but belongs to no
 * one else until the release has published it (or been undone by `repair`).
 */
export interface PendingRelease {
  version: string;
  /** The entry file, relative to the remote's folder (`entries/v3.28.18.mdx`). */
  entry: string;
  pid: number;
  startedAt: string;
  /** The origin folder the release publishes into (where `repair` finishes or undoes it). */
  origin: string;
}

/** Under `.generated/`: never committed, and outside what build ids and page keys hash. */
export const pendingReleaseFile = (remoteDir: string) => join(remoteDir, '.generated', 'release-pending.json');

export function readPendingRelease(remoteDir: string): PendingRelease | null {
  try {
    return JSON.parse(readFileSync(pendingReleaseFile(remoteDir), 'utf8')) as PendingRelease;
  } catch {
    return null;
  }
}

export async function markPendingRelease(remoteDir: string, pending: PendingRelease): Promise<void> {
  const file = pendingReleaseFile(remoteDir);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}.tmp`, JSON.stringify(pending));
  await rename(`${file}.${process.pid}.tmp`, file);
}

export const clearPendingRelease = (remoteDir: string) => rm(pendingReleaseFile(remoteDir), { force: true });

/**
 * Refuses to read the entries while another process's release is unfinished: a build started
 * now (`publish update-notes`, say) would otherwise ship a version that was never released.
 */
export function refuseForeignPendingRelease(remoteDir: string): void {
  const pending = readPendingRelease(remoteDir);
  if (!pending || pending.pid === process.pid) return;
  throw new Error(
    `update-notes: ${pending.entry} belongs to the release of ${pending.version} started at ${pending.startedAt} ` +
      `(process ${pending.pid}, publishing into ${pending.origin}), which has not finished. If that process is ` +
      `gone, run \`npm run deploy -- repair\` (SITE_DIR=${pending.origin}): it keeps the entry if the version went ` +
      'live, and removes it if not.',
  );
}
