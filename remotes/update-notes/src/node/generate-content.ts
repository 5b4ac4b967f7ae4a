import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { GeneratedContent } from '@roo-docs/section-build';
// The narrow entry: a content step is loaded afresh for each build.
import { writeIfChanged } from '@roo-docs/section-build/files';
import { inventoryRoutes } from '@roo-docs/inventory';
import { catchUpData, catchUpTags } from './catch-up-data.ts';
import type { Entry } from './entry-schema.ts';
import { pullProblems } from './follow-ups.ts';
import { readPullRequests } from './pull-request-data.ts';
import { readEntries } from './read-entries.ts';
import { renderIndex } from './render-index.ts';
import { renderPage } from './render-page.ts';
import { buildSidebar } from './sidebar.ts';
import { routeOfVersion } from './version.ts';

export interface GeneratedPages {
  /** Page text by file path relative to the content folder (`update-notes/v3.28.17.mdx`). */
  files: Map<string, string>;
  /** Other files the pages import, by the same kind of path (the index's catch-up data). */
  data: Map<string, string>;
  sidebar: unknown;
  /** Route → source file relative to the remote's folder. */
  sources: Record<string, string>;
}

/** Everything the section publishes, computed from the entries (nothing is written). */
export async function renderSection(remoteDir: string, entries?: Entry[]): Promise<GeneratedPages> {
  const all = entries ?? (await readEntries(join(remoteDir, 'entries')));
  const pulls = readPullRequests(remoteDir);
  const problems = pullProblems(all, pulls);
  if (problems.length) throw new Error(`update-notes: ${problems.length} problem(s) in entries:\n${problems.join('\n')}`);
  const files = new Map<string, string>();
  const sources: Record<string, string> = { '/update-notes/': 'index-intro.mdx' };
  for (const e of all) {
    files.set(`update-notes/v${e.version}.mdx`, renderPage(e, all, pulls).mdx);
    sources[routeOfVersion(e.version)] = e.file;
  }
  const catchUp = catchUpData(all, catchUpTags(inventoryRoutes()));
  files.set('update-notes/index.mdx', renderIndex(await readFile(join(remoteDir, 'index-intro.mdx'), 'utf8'), all, catchUp.tags));
  const data = new Map([['update-notes/catch-up.json', `${JSON.stringify(catchUp.data)}\n`]]);
  const base = JSON.parse(await readFile(join(remoteDir, 'sidebar.json'), 'utf8'));
  return { files, data, sidebar: buildSidebar(base, all), sources };
}

/**
 * The section's content step (see `@roo-docs/section-build`): writes the generated pages and sidebar
 * under `.generated/`, which the build then compiles like any section's `content/`.
 */
export async function generateContent(remoteDir: string): Promise<GeneratedContent> {
  const { files, data, sidebar, sources } = await renderSection(remoteDir);
  const contentDir = join(remoteDir, '.generated', 'content');
  await mkdir(contentDir, { recursive: true });
  const stale = new Set(
    (await readdir(contentDir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => relative(contentDir, join(e.parentPath, e.name)).split(sep).join('/')),
  );
  // A release changes a handful of the pages: only those are written. Synchronously, since the
  // awaited calls, one page after another, cost more than the reads and writes themselves.
  for (const [rel, text] of [...files, ...data]) {
    stale.delete(rel);
    writeIfChanged(join(contentDir, rel), text);
  }
  for (const rel of stale) await rm(join(contentDir, rel));
  const sidebarFile = join(remoteDir, '.generated', 'sidebar.json');
  writeIfChanged(sidebarFile, `${JSON.stringify(sidebar, null, 1)}\n`);
  return { contentDir, sidebarFile, sources };
}
