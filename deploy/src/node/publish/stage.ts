import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  parseOrThrow,
  sectionRouteTableSchema,
  type RemotesPointer,
  type SectionName,
  type SectionRouteTable,
} from '@roo-docs/schemas';
import type { stepTimes } from '@roo-docs/build-kit';
import { faultPoint } from '../origin/fault.ts';
import { writeJournal, type Journal } from '../origin/journal.ts';
import { htmlFileOf, writePointer, type Origin } from '../origin/origin.ts';
import { fillFromLive } from '../origin/page-fill.ts';
import { livePages, pageFolder } from '../origin/page-folder.ts';
import type { Compressor } from './compressor.ts';
import { PageStaging } from './page-staging.ts';
import { prerenderPages, prerenderShellPage, type RenderContext } from './prerender.ts';
import { openRenderCache, type RenderCache } from './render-cache.ts';
import { writeSiteWide } from '../site-wide/site-wide.ts';
import { markdownFileOf } from '@roo-docs/schemas';
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
export async function stage(input: StageInput, compressor: Compressor, time: ReturnType<typeof stepTimes>): Promise<Staged> {
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
 * beside it (the section build made it), then the shell's own pages.
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
  }
  if (shellPages) {
    staging.write('404.html', await prerenderShellPage(ctx, 'not-found'));
    staging.write('search/index.html', await prerenderShellPage(ctx, 'search'));
  }
  return caches;
}

/**
 * Origin-relative HTML files (and compressed twins) of pages the re-rendered sections no longer
 * have, and every Markdown twin of their old pages: the ones staged again are kept, and a build
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
  }
  return drops;
}

async function readTable(origin: Origin, path: string): Promise<SectionRouteTable> {
  return parseOrThrow(sectionRouteTableSchema, JSON.parse(await readFile(join(origin.dir, path), 'utf8')), path);
}
