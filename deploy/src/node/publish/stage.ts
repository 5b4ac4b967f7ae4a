import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { listSiteFiles, siteFileFault } from '@roo-docs/section-build';
import {
  markdownFileOf,
  parseOrThrow,
  SECTION_ARTEFACTS,
  sectionRouteTableSchema,
  type RemotesPointer,
  type SectionName,
  type SectionRouteTable,
} from '@roo-docs/schemas';
import { faultPoint } from '../origin/fault.ts';
import { writeJournal, type Journal } from '../origin/journal.ts';
import { htmlFileOf, sectionBuildDir, writePointer, type Origin } from '../origin/origin.ts';
import { fillFromLive } from '../origin/page-fill.ts';
import { livePages, pageFolder } from '../origin/page-folder.ts';
import type { Compressor } from './compressor.ts';
import { PageStaging } from './page-staging.ts';
import type { TrackedSteps } from './step-error.ts';
import { prerenderPages, prerenderShellPage, type RenderContext } from './prerender.ts';
import { openRenderCache, type RenderCache } from './render-cache.ts';
import { writeSiteWide } from '../site-wide/site-wide.ts';
import { readSiteTwins, type SiteTwins } from './markdown-twins.ts';

export interface StageInput {
  origin: Origin;
  live: RemotesPointer;
  ctx: RenderContext;
  /** Sections whose pages are rendered again (every live one under a new shell). */
  sections: SectionName[];
  /** A new shell: its own pages (404, search) are rendered too. */
  shellPages: boolean;
  /** Set by rollback: the history records the release this undoes. */
  rollback?: SectionName;
}

export interface Staged {
  journal: Journal;
  /** Render records of the staged pages, saved once they are live. */
  caches: RenderCache[];
  pages: number;
}

/**
 * Stage: renders the pages into a new page folder beside the live one, writes the site-wide
 * files, waits for all compression, fills in the rest of the live site and writes the journal,
 * the point of no return. A failure before that removes the folder: the live site is untouched.
 */
export async function stage(input: StageInput, compressor: Compressor, time: TrackedSteps): Promise<Staged> {
  const { origin, live, ctx } = input;
  const id = `${Date.now()}-${process.pid}`;
  // Every page inlines the pointer: under a new one no page keeps its live bytes, so the live
  // twins are not worth reading to compare.
  const pagesMayMatch = JSON.stringify(ctx.pointer) === JSON.stringify(live);
  const staging = new PageStaging(pageFolder(origin, id), compressor, pagesMayMatch ? livePages(origin) : undefined);
  try {
    const twins = await readSiteTwins(origin.dir, ctx.pointer);
    const caches = await renderPages(input, staging, twins);
    time.mark('prerender');
    await writeSiteWide(staging.dir, [...ctx.tables.values()], ctx.shell.ssr.REDIRECTS, twins);
    time.mark('site-wide');
    await compressor.finish(staging.dir, livePages(origin));
    time.mark('precompress');
    faultPoint('staged');
    // The rest of the site as it is: the other sections' pages, hand-placed files.
    await writePointer(staging.dir, ctx.pointer);
    fillFromLive(origin, staging.dir, new Set(await droppedPages(origin, live, ctx.tables, input.sections)));
    faultPoint('filled');
    // Point of no return: from here the journal finishes the switch-over even if this process dies.
    const journal: Journal = {
      id,
      pid: process.pid,
      startedAt: new Date().toISOString(),
      pages: id,
      before: live,
      after: ctx.pointer,
      rollback: input.rollback,
    };
    await writeJournal(origin, journal);
    return { journal, caches, pages: staging.pages };
  } catch (error) {
    await compressor.settle();
    await rm(staging.dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Each section's pages, rendered or reused from their live HTML, each with its Markdown twin
 * beside it (the section build made it), and its own files; then the shell's own pages.
 */
async function renderPages(
  { origin, ctx, sections, shellPages }: StageInput,
  staging: PageStaging,
  twins: SiteTwins,
): Promise<RenderCache[]> {
  const caches: RenderCache[] = [];
  for (const section of sections) {
    const cache = await openRenderCache(origin, section, ctx.shell, ctx.pointer);
    caches.push(cache);
    await prerenderPages(
      origin.dir,
      ctx,
      section,
      async (route, html) => {
        staging.write(htmlFileOf(route), html);
        const twin = twins.get(route);
        if (twin !== undefined) staging.writeBeside(markdownFileOf(route), twin, livePages(origin));
      },
      { cache },
    );
    stageSiteFiles(origin, section, ctx, staging);
  }
  if (shellPages) {
    staging.write('404.html', await prerenderShellPage(ctx, 'not-found'));
    staging.write('search/index.html', await prerenderShellPage(ctx, 'search'));
  }
  return caches;
}

/** The folder of a section build's own site files on the origin (the release notes' feeds). */
const siteFilesDir = (origin: Origin, section: SectionName, buildId: string) =>
  join(sectionBuildDir(origin, section, buildId), SECTION_ARTEFACTS.siteFiles);

/**
 * A section's own site files go live with its pages, from its build folder, so a release of a
 * section changes its files and no other section's. Refused outside the section's paths: a build
 * placed on the origin by hand is checked as the build itself checks.
 */
function stageSiteFiles(origin: Origin, section: SectionName, ctx: StageInput['ctx'], staging: PageStaging) {
  const buildId = ctx.pointer.sections[section]!.buildId;
  const dir = siteFilesDir(origin, section, buildId);
  const paths = listSiteFiles(dir);
  const fault = siteFileFault(section, paths, ctx.tables.get(section)?.routes ?? []);
  if (fault) throw new Error(`${section} build ${buildId}: ${fault}`);
  for (const path of paths) staging.writeBeside(path.slice(1), readFileSync(join(dir, path.slice(1))), livePages(origin));
}

/**
 * Origin-relative HTML files (and compressed twins) of pages the re-rendered sections no longer
 * have, their site files the new build lacks, and every Markdown twin of their old pages: the ones staged again are kept, and a build
 * without twins (a rollback to one made before them) must not keep a newer build's.
 */
async function droppedPages(
  origin: Origin,
  live: RemotesPointer,
  tables: Map<SectionName, SectionRouteTable>,
  rendered: SectionName[],
) {
  const keep = new Set([...tables.values()].flatMap((t) => t.routes.map((r) => r.path)));
  const drops: string[] = [];
  const variants = (file: string) => ['', '.br', '.gz'].map((suffix) => file + suffix);
  for (const section of rendered) {
    const old = live.sections[section];
    if (!old) continue;
    const oldTable = await readTable(origin, old.routes).catch(() => null);
    for (const r of oldTable?.routes ?? []) {
      drops.push(...variants(markdownFileOf(r.path)));
      if (old.buildId !== tables.get(section)?.buildId && !keep.has(r.path)) drops.push(...variants(htmlFileOf(r.path)));
    }
    const now = tables.get(section);
    const kept = new Set(now ? listSiteFiles(siteFilesDir(origin, section, now.buildId)) : []);
    for (const path of listSiteFiles(siteFilesDir(origin, section, old.buildId)))
      if (!kept.has(path)) drops.push(...variants(path.slice(1)));
  }
  return drops;
}

async function readTable(origin: Origin, path: string): Promise<SectionRouteTable> {
  return parseOrThrow(sectionRouteTableSchema, JSON.parse(await readFile(join(origin.dir, path), 'utf8')), path);
}
