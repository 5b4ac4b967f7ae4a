import { createHash } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  clearPendingRelease,
  markPendingRelease,
  type InventoryFiles,
  type InventoryRelease,
} from '@roo-docs/remote-update-notes';
import { faultPoint } from '../origin/fault.ts';
import { readPointer, writeAtomic, type Origin } from '../origin/origin.ts';
import { takeBackInventory, type InventoryAdded } from './release-inventory.ts';

/**
 * A release in progress, kept in the origin's deploy state from before its entry file exists until
 * its publish is done. A release killed anywhere is settled from it under the deploy lock, after
 * an interrupted publish was finished: live means its entry stays, anything else removes the entry.
 */
export interface ReleaseRecord {
  version: string;
  remoteDir: string;
  /** Absolute path of the entry file and the hash of the text the release wrote there. */
  entryFile: string;
  sha256: string;
  pid: number;
  startedAt: string;
  /** The update-notes build carrying the entry, once built: the release is live iff the pointer names it. */
  buildId?: string;
  /** The inventory files and what the release adds to them, recorded before they are written. */
  inventory?: InventoryAdded;
}

const recordFile = (origin: Origin) => join(origin.state, 'release.json');
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** Records the release, marks the entry as pending in the remote, then writes the entry. */
export async function beginRelease(
  origin: Origin,
  input: { version: string; remoteDir: string; entryFile: string; text: string },
): Promise<ReleaseRecord> {
  const record: ReleaseRecord = {
    version: input.version,
    remoteDir: input.remoteDir,
    entryFile: input.entryFile,
    sha256: sha(input.text),
    pid: process.pid,
    startedAt: new Date().toISOString(),
  };
  await writeAtomic(recordFile(origin), JSON.stringify(record));
  const entry = relative(input.remoteDir, input.entryFile);
  await markPendingRelease(input.remoteDir, { ...record, entry, origin: origin.dir });
  faultPoint('release:recorded');
  const tmp = `${input.entryFile}.${process.pid}.tmp`;
  await writeFile(tmp, input.text);
  await rename(tmp, input.entryFile);
  faultPoint('release:entry');
  return record;
}

/**
 * Adds the version to the inventory (its route, its sidebar doc), recording first what it adds, so
 * a release that never goes live takes back exactly that and what was planned before stays.
 */
export async function releaseInventory(
  origin: Origin,
  record: ReleaseRecord,
  files: InventoryFiles,
  plan: InventoryRelease,
): Promise<void> {
  record.inventory = { files, added: { route: plan.route, sidebar: plan.sidebar } };
  await writeAtomic(recordFile(origin), JSON.stringify(record));
  await plan.write();
  faultPoint('release:inventory');
}

/** Notes the build that carries the entry, before it is published. */
export async function releaseBuilt(origin: Origin, record: ReleaseRecord, buildId: string): Promise<void> {
  record.buildId = buildId;
  await writeAtomic(recordFile(origin), JSON.stringify(record));
  faultPoint('release:built');
}

/** The publish is done: the entry is the site's like any other. */
export async function endRelease(origin: Origin, record: ReleaseRecord): Promise<void> {
  faultPoint('release:published');
  await clearPendingRelease(record.remoteDir);
  await rm(recordFile(origin), { force: true });
}

async function readRecord(origin: Origin): Promise<ReleaseRecord | null> {
  const raw = await readFile(recordFile(origin), 'utf8').catch(() => null);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as ReleaseRecord;
  } catch {
    throw new Error(`${recordFile(origin)} is not valid JSON: inspect it, then delete it to go on`);
  }
}

/**
 * Settles a release that stopped (killed, or failed) before `endRelease`. Call with the deploy
 * lock held and after any interrupted publish was finished, so the pointer is final. Returns
 * what it did, for the log.
 */
export async function settleRelease(origin: Origin): Promise<string[]> {
  const record = await readRecord(origin);
  if (!record) return [];
  const live = (await readPointer(origin)).sections['update-notes']?.buildId;
  const name = relative(process.cwd(), record.entryFile);
  let done: string;
  if (record.buildId && live === record.buildId) {
    done = `the release of ${record.version} had gone live (update-notes ${live}): kept its entry ${name}`;
  } else {
    const text = await readFile(record.entryFile, 'utf8').catch(() => null);
    if (text !== null && sha(text) !== record.sha256) {
      done = `the release of ${record.version} did not go live, but ${name} was edited since: left it in place (delete it, or release it again)`;
    } else {
      await rm(record.entryFile, { force: true });
      const planned = await takeBackInventory(record.version, record.inventory);
      done = `the release of ${record.version} did not go live: removed its entry ${name}${planned}; update-notes stays at ${live ?? '(none)'}`;
    }
  }
  await clearPendingRelease(record.remoteDir);
  await rm(recordFile(origin), { force: true });
  return [done];
}
