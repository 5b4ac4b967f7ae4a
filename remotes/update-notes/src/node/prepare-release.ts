import { mkdtemp, readFile, rm, writeFile, access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPageMetadata } from '@roo-docs/section-build';
import { isoDate, type Entry } from './entry-schema.ts';
import { pullProblems } from './follow-ups.ts';
import { renderSection } from './generate-content.ts';
import { readPullRequests } from './pull-request-data.ts';
import { EntryError, parseEntry } from './parse-entry.ts';
import { crossCheck, readEntries } from './read-entries.ts';
import { renderPage } from './render-page.ts';
import { compareVersions, routeOfVersion } from './version.ts';

export interface PreparedRelease {
  entry: Entry;
  /** Where the entry goes, relative to the remote's folder. */
  file: string;
  /** The entry's text as it will be written (the release date filled in). */
  text: string;
  /** The generated page of the new version. */
  page: string;
  /** Routes whose generated page is new or different (the new page, index, neighbours, series). */
  changed: string[];
}

/** Adds `date:` to the frontmatter when the entry has none, so the file records the release date. */
function withDate(text: string, date: string): string {
  return text.replace(/^(---\r?\n[\s\S]*?)(\r?\n---)/, `$1\ndate: ${date}$2`);
}

/**
 * Validates a new entry against the command line and the entries already written, and computes
 * what the release will change. Writes nothing: a refused entry leaves the repository untouched.
 */
export async function prepareRelease(
  remoteDir: string,
  input: { version: string; date: string; fromFile: string; backfill?: boolean },
): Promise<PreparedRelease> {
  const raw = await readFile(input.fromFile, 'utf8').catch(() => {
    throw new EntryError(input.fromFile, ['file: cannot be read']);
  });
  const draft = parseEntry(raw, input.fromFile, false);
  const problems: string[] = [];
  const date = isoDate.safeParse(input.date);
  if (!date.success) problems.push(`--date: '${input.date}' ${date.error.issues[0]!.message}`);
  if (draft.version !== input.version)
    problems.push(`version: the entry says ${draft.version}, the command releases ${input.version}`);
  if (draft.date && draft.date !== input.date) problems.push(`date: the entry says ${draft.date}, --date says ${input.date}`);
  const file = `entries/v${input.version}.mdx`;
  if (
    await access(join(remoteDir, file)).then(
      () => true,
      () => false,
    )
  )
    problems.push(`version: ${input.version} is already released (${file}); edit that entry and publish update-notes instead`);
  if (problems.length) throw new EntryError(input.fromFile, problems);

  const text = draft.date ? raw : withDate(raw, input.date);
  // The draft is what was written and checked; the file named in errors is the draft, never the
  // entry file the release has not written.
  const entry = { ...draft, date: input.date, file };
  const existing = await readEntries(join(remoteDir, 'entries'));
  const all = [entry, ...existing];
  const pulls = readPullRequests(remoteDir);
  const cross = [
    ...crossCheck(all),
    ...order(entry, existing, input.backfill),
    // Problems of the draft only, named by its fields (the entries already written passed their builds).
    ...pullProblems(all, pulls)
      .filter((p) => p.startsWith(`${file}: `))
      .map((p) => p.slice(file.length + 2)),
  ];
  if (cross.length) throw new EntryError(input.fromFile, cross);

  const { mdx, bodyStart } = renderPage(entry, all, pulls);
  // Lines are reported in the draft as written (before `date:` was added).
  await compileCheck(mdx, bodyStart - draft.bodyLine, entry, input.fromFile);
  const before = await renderSection(remoteDir, existing);
  const after = await renderSection(remoteDir, all);
  const changed = [...after.files]
    .filter(([rel, page]) => before.files.get(rel) !== page)
    .map(([rel]) => (rel === 'update-notes/index.mdx' ? '/update-notes/' : `/${rel.replace(/\.mdx$/, '')}`));
  return {
    entry,
    file,
    text,
    page: mdx,
    changed: changed.sort((a, b) =>
      a === routeOfVersion(entry.version) ? -1 : b === routeOfVersion(entry.version) ? 1 : a.localeCompare(b),
    ),
  };
}

/** A release adds the newest version of its kind, unless it says it is filling in an old one. */
function order(entry: Entry, existing: Entry[], backfill = false): string[] {
  if (backfill) return [];
  const released = existing
    .filter((e) => e.kind === entry.kind)
    .flatMap((e) => [e.version, ...(e.kind === 'patch' ? (e.covers ?? []) : [])]);
  const latest = released.sort(compareVersions).at(-1);
  if (!latest || compareVersions(entry.version, latest) > 0) return [];
  return [
    `version: ${entry.version} is not newer than the latest ${entry.kind}, ${latest}; to add an older release on purpose, pass --backfill`,
  ];
}

/** Compiles the generated page; an MDX error is reported at its line in the entry file. */
async function compileCheck(mdx: string, offset: number, entry: Entry, name: string) {
  const bodyLine = entry.bodyLine;
  const bodyLines = entry.body.split('\n').length;
  const dir = await mkdtemp(join(tmpdir(), 'release-'));
  try {
    const path = join(dir, `v${entry.version}.mdx`);
    await writeFile(path, mdx);
    await readPageMetadata(path);
  } catch (error) {
    const message = (error as Error).message;
    // Only a line inside the body maps back to the draft; the page around it is generated.
    const line = (error as { line?: number }).line;
    const inBody = line !== undefined && line - offset + 1 > bodyLine && line - offset + 1 <= bodyLine + bodyLines;
    const at = inBody ? `, line ${line - offset + 1}` : '';
    throw new EntryError(name, [
      `body${at}: does not compile as MDX (${message.split('\n')[0]!.replace(/\s*\(\d+:\d+(-\d+:\d+)?\)/g, '')})`,
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
