import { POINTER_FILE } from '@roo-docs/schemas';
import { readdir, readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { RemotesPointer, SectionName } from '@roo-docs/schemas';
import { faultPoint } from './fault.ts';
import { recordHistory } from './history.ts';
import { writeAtomic, type Origin } from './origin.ts';
import { adoptServedFiles } from './page-fill.ts';
import { ensureLinks, filesUnder, liveId, pageFolder, removeDeadLinks, removeOtherFolders, switchLive } from './page-folder.ts';
import { settleRelease } from '../release/release-journal.ts';
import { isTempName, reclaimTempFiles } from './temp-names.ts';

/**
 * What a deploy will do after its point of no return, written before it starts doing it. Every step
 * is idempotent, so a deploy killed anywhere past that point is finished by replaying the journal
 * (roll forward): its page folder is complete before the journal exists.
 */
export interface Journal {
  id: string;
  pid: number;
  startedAt: string;
  /** The new page folder, `.pages/<pages>/` (page-folder.ts): the whole site but its builds. */
  pages: string;
  before: RemotesPointer;
  after: RemotesPointer;
  rollback?: SectionName;
}

const journalFile = (origin: Origin) => join(origin.state, 'journal.json');
// Where deploys before page folders staged their files; cleared if one was left.
const legacyStaging = (origin: Origin) => join(origin.state, 'staging');

/** Links the new folder's paths, switches `.pages/live` to it, records history, cleans up. */
export async function commitJournal(origin: Origin, journal: Journal): Promise<void> {
  if (liveId(origin) !== journal.pages) {
    // A temporary name in the folder is never given a served link.
    const files = filesUnder(pageFolder(origin, journal.pages)).filter((f) => !isTempName(basename(f)));
    if (!files.includes(POINTER_FILE))
      throw new Error(`${journalFile(origin)} names page folder .pages/${journal.pages}, which is missing or incomplete`);
    ensureLinks(origin, files);
    faultPoint('linked');
    switchLive(origin, journal.pages);
  }
  faultPoint('switched');
  await recordHistory(origin, {
    at: new Date().toISOString(),
    journal: journal.id,
    rollback: journal.rollback,
    before: journal.before,
    after: journal.after,
  });
  faultPoint('history');
  removeDeadLinks(origin);
  faultPoint('unlinked');
  removeOtherFolders(origin);
  faultPoint('cleanup');
  await rm(journalFile(origin), { force: true });
}

export async function writeJournal(origin: Origin, journal: Journal): Promise<void> {
  await writeAtomic(journalFile(origin), `${JSON.stringify(journal)}\n`);
  faultPoint('journal');
}

async function readJournal(origin: Origin): Promise<Journal | null> {
  const raw = await readFile(journalFile(origin), 'utf8').catch(() => null);
  if (raw === null) return null;
  let journal: Journal;
  try {
    journal = JSON.parse(raw) as Journal;
  } catch {
    // A torn journal cannot happen (it is written atomically); refuse rather than guess.
    throw new Error(`${journalFile(origin)} is not valid JSON: inspect it, then delete it to go on`);
  }
  if (typeof journal.pages !== 'string')
    throw new Error(
      `${journalFile(origin)} was written by a deploy from before page folders: finish it with that version's 'npm run deploy -- repair'`,
    );
  return journal;
}

/**
 * Finishes a deploy that was killed after its point of no return, and clears what deploys killed
 * before it left (page folders never switched to, links to their pages, temporary files anywhere
 * in the origin). Call with the deploy lock held. Returns what it did.
 */
export async function recoverInterrupted(origin: Origin): Promise<string[]> {
  const done: string[] = [];
  const adopted = adoptServedFiles(origin);
  if (adopted) done.push(`moved ${adopted} served file(s) into the live page folder (.pages/live)`);
  const journal = await readJournal(origin);
  if (journal) {
    await commitJournal(origin, journal);
    done.push(`finished the deploy interrupted at ${journal.startedAt} (process ${journal.pid}): ${describe(journal)}`);
  }
  // After the publish is finished, so whether an interrupted release went live is settled.
  done.push(...(await settleRelease(origin)));
  const legacy = await readdir(legacyStaging(origin)).catch(() => [] as string[]);
  await rm(legacyStaging(origin), { recursive: true, force: true });
  const leftovers = [...legacy, ...removeOtherFolders(origin)];
  removeDeadLinks(origin);
  if (leftovers.length)
    done.push(`removed ${leftovers.length} staging folder(s) of deploys that stopped before their switch-over`);
  const temporary = reclaimTempFiles(origin);
  if (temporary.length)
    done.push(`removed ${temporary.length} temporary file(s) of deploys that failed or were killed: ${summarise(temporary)}`);
  return done;
}

/** The first few paths, and how many more. */
const summarise = (paths: string[]) =>
  `${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ` and ${paths.length - 3} more` : ''}`;

function describe(j: Journal): string {
  return (
    Object.entries(j.after.sections)
      .filter(([s, p]) => j.before.sections[s as SectionName]?.buildId !== p?.buildId)
      .map(([s, p]) => `${s} → ${p?.buildId}`)
      .join(', ') || `shell → ${j.after.shell?.buildId}`
  );
}
