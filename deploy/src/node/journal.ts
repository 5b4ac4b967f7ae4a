import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { RemotesPointer, SectionName } from '@roo-docs/schemas';
import { faultPoint } from './fault.ts';
import { recordHistory } from './history.ts';
import { writeAtomic, writePointer, type Origin } from './origin.ts';
import { settleRelease } from './release-journal.ts';

/**
 * What a deploy will do after its point of no return, written before it starts doing it. Every step
 * is idempotent, so a deploy killed anywhere past that point is finished by replaying the journal
 * (roll forward): the staged files are complete before the journal exists.
 */
export interface Journal {
  id: string;
  pid: number;
  startedAt: string;
  /** Folder under `.deploy/staging/` holding the new files, laid out as in the origin. */
  staging: string;
  /** Origin-relative files to remove (pages a section no longer has). */
  drops: string[];
  before: RemotesPointer;
  after: RemotesPointer;
  rollback?: SectionName;
}

const journalFile = (origin: Origin) => join(origin.state, 'journal.json');
export const stagingRoot = (origin: Origin) => join(origin.state, 'staging');

// Synchronous, as the moves: a release stages a folder per page, 1,450 awaited listings.
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) out.push(relative(dir, join(e.parentPath, e.name)));
  }
  return out.sort();
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/** Moves staged files into place, drops old pages, flips the pointer, records history, cleans up. */
export async function commitJournal(origin: Origin, journal: Journal): Promise<void> {
  const staging = join(stagingRoot(origin), journal.staging);
  // HTML before the rest of the site-wide files, so a page never links a sitemap entry that 404s.
  const files = ((await exists(staging)) ? filesUnder(staging) : []).sort(
    (a, b) => Number(b.endsWith('.html')) - Number(a.endsWith('.html')),
  );
  // A release moves three files per page of its section (4,400 at 2,000 pages), each folder made
  // once. Synchronously: a rename takes microseconds, less than waiting for one of libuv's threads.
  // The HTML still goes in whole before anything else.
  const folders = new Set<string>();
  let moved = 0;
  const move = (file: string) => {
    faultPoint(`move:${moved++}`);
    const to = join(origin.dir, file);
    if (!folders.has(dirname(to))) mkdirSync(dirname(to), { recursive: true });
    folders.add(dirname(to));
    renameSync(join(staging, file), to);
  };
  for (const file of files) move(file);
  faultPoint('drops');
  for (const file of journal.drops) {
    await rm(join(origin.dir, file), { force: true });
    await removeEmptyParents(origin.dir, dirname(join(origin.dir, file)));
  }
  faultPoint('pointer');
  await writePointer(origin, journal.after);
  faultPoint('history');
  await recordHistory(origin, {
    at: new Date().toISOString(),
    journal: journal.id,
    rollback: journal.rollback,
    before: journal.before,
    after: journal.after,
  });
  faultPoint('cleanup');
  await rm(journalFile(origin), { force: true });
  rmSync(staging, { recursive: true, force: true });
}

export async function writeJournal(origin: Origin, journal: Journal): Promise<void> {
  await writeAtomic(journalFile(origin), `${JSON.stringify(journal)}\n`);
  faultPoint('journal');
}

/**
 * Finishes a deploy that was killed after its point of no return, and clears staging folders that
 * deploys killed before it left behind. Call with the deploy lock held. Returns what it did.
 */
export async function recoverInterrupted(origin: Origin): Promise<string[]> {
  const done: string[] = [];
  const raw = await readFile(journalFile(origin), 'utf8').catch(() => null);
  if (raw !== null) {
    let journal: Journal;
    try {
      journal = JSON.parse(raw) as Journal;
    } catch {
      // A torn journal cannot happen (it is written atomically); refuse rather than guess.
      throw new Error(`${journalFile(origin)} is not valid JSON: inspect it, then delete it to go on`);
    }
    await commitJournal(origin, journal);
    done.push(`finished the deploy interrupted at ${journal.startedAt} (process ${journal.pid}): ${describe(journal)}`);
  }
  // After the publish is finished, so whether an interrupted release went live is settled.
  done.push(...(await settleRelease(origin)));
  const leftovers = await readdir(stagingRoot(origin)).catch(() => [] as string[]);
  for (const dir of leftovers) await rm(join(stagingRoot(origin), dir), { recursive: true, force: true });
  if (leftovers.length)
    done.push(`removed ${leftovers.length} staging folder(s) of deploys that stopped before their switch-over`);
  return done;
}

function describe(j: Journal): string {
  return (
    Object.entries(j.after.sections)
      .filter(([s, p]) => j.before.sections[s as SectionName]?.buildId !== p?.buildId)
      .map(([s, p]) => `${s} → ${p?.buildId}`)
      .join(', ') || `shell → ${j.after.shell?.buildId}`
  );
}

/** A dropped page leaves no empty folder behind (`/old-page/` would otherwise list as a directory). */
async function removeEmptyParents(root: string, dir: string): Promise<void> {
  while (dir.startsWith(`${root}/`)) {
    const removed = await rmdir(dir).then(
      () => true,
      () => false, // not empty (or already gone): stop here
    );
    if (!removed) return;
    dir = dirname(dir);
  }
}
