import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readKnownText } from '@roo-docs/section-build/files';
import type { Entry } from './entry-schema.ts';
import { EntryError, parseEntry } from './parse-entry.ts';
import { refuseForeignPendingRelease } from './pending-release.ts';
import { compareVersions } from './version.ts';

/** Versions an entry stands for: its own, plus those a bundled patch page or a series covers. */
function releasedVersions(entries: Entry[]): Set<string> {
  const out = new Set<string>();
  for (const e of entries) {
    if (e.kind === 'patch') out.add(e.version);
    if (e.kind === 'patch') for (const v of e.covers ?? []) out.add(v);
  }
  return out;
}

/** Checks between entries: what a series covers must be written. Returns `file: field: reason` lines. */
export function crossCheck(entries: Entry[]): string[] {
  const released = releasedVersions(entries);
  const problems: string[] = [];
  for (const e of entries) {
    if (e.kind !== 'series') continue;
    for (const [i, v] of (e.covers ?? []).entries())
      if (!released.has(v)) problems.push(`${e.file}: covers.${i}: ${v} has no entry (write entries/v${v}.mdx first)`);
  }
  return problems;
}

// Entries parsed before, by how errors name the file, with the text they were parsed from: a
// process that reads the folder again and again (the dev server, on each save) parses only the
// entries whose text changed. Each build loads this module afresh, so a build starts empty.
const parsedBefore = new Map<string, { text: string; entry: Entry }>();

function parseKnown(text: string, file: string): Entry {
  const known = parsedBefore.get(file);
  if (known?.text === text) return known.entry;
  const entry = parseEntry(text, file);
  parsedBefore.set(file, { text, entry });
  return entry;
}

/** Parses every entry of a folder; all problems of all files are reported together. Newest first. */
export async function readEntries(entriesDir: string, prefix = 'entries'): Promise<Entry[]> {
  refuseForeignPendingRelease(dirname(entriesDir));
  const names = (await readdir(entriesDir)).filter((n) => n.endsWith('.mdx')).sort();
  const entries: Entry[] = [];
  const problems: string[] = [];
  for (const name of names) {
    try {
      // Synchronously: at 1,450 entries the awaited reads, one after another, cost more than reading.
      entries.push(parseKnown(readKnownText(join(entriesDir, name)), `${prefix}/${name}`));
    } catch (error) {
      if (!(error instanceof EntryError)) throw error;
      problems.push(error.message);
    }
  }
  problems.push(...crossCheck(entries));
  if (problems.length) throw new Error(`update-notes: ${problems.length} problem(s) in entries:\n${problems.join('\n')}`);
  return entries.sort((a, b) => compareVersions(b.version, a.version));
}
