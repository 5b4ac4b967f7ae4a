import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { GeneratedContent } from '@roo-docs/section-build';
// The narrow entry: a content step is loaded afresh for each build.
import { writeIfChanged } from '@roo-docs/section-build/files';
import { inventoryRoutes } from '@roo-docs/inventory';
import { catchUpData, catchUpTags } from './catch-up-data.ts';
import type { Entry } from './entry-schema.ts';
import { FEED_ALTERNATES, releaseFeeds } from './feeds.ts';
import { pullProblems } from './follow-ups.ts';
import { readPullRequests } from './pull-request-data.ts';
import { releaseList } from './release-list.ts';
import { readEntries } from './read-entries.ts';
import { renderIndex } from './render-index.ts';
import { renderPage } from './render-page.ts';
import { buildSidebar } from './sidebar.ts';
import { routeOfVersion } from './version.ts';
import { RELEASE_LIST_PATH } from '@roo-docs/schemas/contract';

export interface GeneratedPages {
  /** Page text by file path relative to the content folder (`update-notes/v3.28.17.mdx`). */
  files: Map<string, string>;
  /** Other files the pages import, by the same kind of path (the index's catch-up data). */
  data: Map<string, string>;
  sidebar: unknown;
  /** Route → source file relative to the remote's folder. */
  sources: Record<string, string>;
  /** Files published beside the pages (the feeds, the release list), by site path. */
  siteFiles: Map<string, string>;
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
  const siteFiles = new Map([...releaseFeeds(all), [RELEASE_LIST_PATH, `${JSON.stringify(releaseList(all))}\n`]]);
  return { files, data, sidebar: buildSidebar(base, all), sources, siteFiles };
}

/**
 * Makes `dir` hold exactly `files` (relative path → text). A release changes a handful of them:
 * only those are written. Synchronously, since the awaited calls, one file after another, cost
 * more than the reads and writes themselves.
 */
async function writeFolder(dir: string, files: Map<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const stale = new Set(
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/')),
  );
  for (const [rel, text] of files) {
    stale.delete(rel);
    writeIfChanged(join(dir, rel), text);
  }
  for (const rel of stale) await rm(join(dir, rel));
}

/**
 * The section's content step (see `@roo-docs/section-build`): writes the generated pages and sidebar
 * under `.generated/`, which the build then compiles like any section's `content/`, and the feeds
 * under `.generated/site-files/`, which the build publishes at their paths.
 */
export async function generateContent(remoteDir: string): Promise<GeneratedContent> {
  const { files, data, sidebar, sources, siteFiles } = await renderSection(remoteDir);
  const contentDir = join(remoteDir, '.generated', 'content');
  // The pages and the files they import (the index's catch-up data).
  await writeFolder(contentDir, new Map([...files, ...data]));
  const siteFilesDir = join(remoteDir, '.generated', 'site-files');
  await writeFolder(siteFilesDir, new Map([...siteFiles].map(([path, text]) => [path.slice(1), text])));
  const sidebarFile = join(remoteDir, '.generated', 'sidebar.json');
  writeIfChanged(sidebarFile, `${JSON.stringify(sidebar, null, 1)}\n`);
  return { contentDir, sidebarFile, sources, siteFiles: siteFilesDir, alternates: { '/update-notes/': FEED_ALTERNATES } };
}
