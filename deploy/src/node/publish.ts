import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  SECTION_NAMES,
  parseOrThrow,
  sectionRouteTableSchema,
  type RemotesPointer,
  type SectionName,
  type SectionRouteTable,
} from '@roo-docs/schemas';
import { stepTimes, type RemoteBuild } from '@roo-docs/remote-build';
import type { ShellBuild } from '@roo-docs/shell/node';
import { validateSectionBuild, type ValidatedBuild } from './artefacts.ts';
import { placeAssets, placeImmutable } from './copy-build.ts';
import pLimit from 'p-limit';
import { CONCURRENCY, precompress, precompressFile, QUALITY, stageTwins, wantsTwins } from './precompress.ts';
import { checkDocsVersions } from './docs-versions.ts';
import { faultPoint } from './fault.ts';
import { commitJournal, writeJournal, type Journal } from './journal.ts';
import { htmlFileOf, readPointer, sectionBuildDir, writePointer, type Origin } from './origin.ts';
import { adoptServedFiles, fillFromLive } from './page-fill.ts';
import { livePages, pageFolder } from './page-folder.ts';
import { openRenderCache, type RenderCache } from './render-cache.ts';
import { loadShell, prerenderPages, prerenderShellPage, type RenderContext } from './prerender.ts';
import { writeSiteWide } from './site-wide.ts';
import { plannedRoutes } from './planned-routes.ts';
import { checkOwnership, checkCrossLinks } from './site-checks.ts';

export interface PublishInput {
  origin: Origin;
  /** A new shell build: every live section is prerendered again with it. */
  shell?: ShellBuild;
  sections: RemoteBuild[];
  /** Set by rollback: the history records the release this undoes. */
  rollback?: SectionName;
  /** Builds of `sections` already on the origin and validated there (rollback), not checked again. */
  validated?: Map<SectionName, ValidatedBuild>;
}

export interface PublishReport {
  pointer: RemotesPointer;
  pages: number;
  /** Pages whose live HTML was reused with the new builds swapped in (render-cache.ts), not rendered. */
  reusedPages: number;
  warnings: string[];
  /** Seconds per step: place, validate, check, prerender, site-wide, precompress, switch. */
  steps: Record<string, number>;
}

async function readTable(origin: Origin, path: string): Promise<SectionRouteTable> {
  return parseOrThrow(sectionRouteTableSchema, JSON.parse(await readFile(join(origin.dir, path), 'utf8')), path);
}

/**
 * Publishes new builds. Builds are placed beside the live site and the pages prerendered into a
 * new page folder (page-folder.ts); only then does one rename switch the site to it. A failure
 * before that leaves the live site exactly as it was; the new immutable folders it leaves behind
 * are never referenced.
 */
export async function publish(input: PublishInput): Promise<PublishReport> {
  const { origin } = input;
  const time = stepTimes();
  // A first publish creates its origin, as it always has.
  mkdirSync(origin.dir, { recursive: true });
  adoptServedFiles(origin);
  const live = await readPointer(origin);
  const warnings: string[] = [];

  let shellId = live.shell?.buildId;
  if (input.shell) {
    const target = join(origin.dir, '_shell', input.shell.buildId);
    const liveShell = live.shell ? join(origin.dir, '_shell', live.shell.buildId) : undefined;
    await placeImmutable(join(input.shell.dir, 'web'), target, (dir) => precompress(dir, { reuseFrom: liveShell }));
    await placeImmutable(input.shell.dir, join(origin.state, 'shell', input.shell.buildId));
    shellId = input.shell.buildId;
  }
  if (!shellId) throw new Error('No shell is live: publish the shell first (npm run deploy -- publish shell)');

  const next: RemotesPointer = { schemaVersion: 1, shell: { buildId: shellId }, sections: { ...live.sections } };
  // Kept as the live pointer has it: origins allowed to serve a local section (?dev=), set by hand.
  if (live.devOrigins?.length) next.devOrigins = live.devOrigins;
  const ctx: RenderContext = { shell: await loadShell(origin, shellId), pointer: next, tables: new Map() };
  // Compression runs in libuv's threads while this one prerenders; all of it is awaited before
  // the point of no return, and on failure before staging is removed.
  const background: Promise<unknown>[] = [];
  // Each build folder is validated once, where it is served from; the result is passed on.
  const validated = new Map(input.validated);
  for (const build of input.sections) {
    const target = sectionBuildDir(origin, build.section, build.buildId);
    await placeImmutable(build.dir, target);
    // Most files of a new build are byte-identical to the live one's (content-hashed chunks of
    // unchanged pages): their compressed copies are reused. Nothing points at the folder until
    // the switch; files a killed publish left without twins get them from the next one.
    const previous = live.sections[build.section];
    const reuseFrom = previous && sectionBuildDir(origin, build.section, previous.buildId);
    // Two of libuv's four threads: the others stay free for the pages' compression and the
    // publish's own file calls, which otherwise wait seconds behind the largest files.
    const twins = precompress(target, { reuseFrom, workers: 2 });
    twins.catch(() => {}); // awaited below; a check failing first must not leave it unhandled
    background.push(twins);
    await placeAssets(target, origin.dir);
    await precompress(join(origin.dir, '_assets'));
    const known = validated.get(build.section);
    if (known?.pointer.buildId !== build.buildId)
      validated.set(build.section, await validateSectionBuild(build.section, build.buildId, target));
    next.sections[build.section] = validated.get(build.section)!.pointer;
  }
  time.mark('place');
  for (const section of SECTION_NAMES) {
    const p = next.sections[section];
    if (!p) continue;
    const valid =
      validated.get(section) ?? (await validateSectionBuild(section, p.buildId, sectionBuildDir(origin, section, p.buildId)));
    ctx.tables.set(section, valid.table);
  }
  time.mark('validate');
  checkOwnership(ctx.tables, ctx.shell.ssr.REDIRECTS);
  checkDocsVersions(ctx.tables);
  const links = checkCrossLinks(input.sections, ctx.tables, plannedRoutes(), ctx.shell.ssr.REDIRECTS);
  if (links.errors.length) throw new Error(`Broken links; nothing was published:\n  ${links.errors.join('\n  ')}`);
  warnings.push(...links.warnings, ...unplannedRoutes(input.sections));
  time.mark('check');

  const toRender: SectionName[] = input.shell ? [...ctx.tables.keys()] : input.sections.map((s) => s.section);
  const id = `${Date.now()}-${process.pid}`;
  const staging = pageFolder(origin, id);
  let pages = 0;
  let journal: Journal;
  const compressing = pLimit(CONCURRENCY);
  const pageTwins: Promise<unknown>[] = [];
  // Every page inlines the pointer: under a new one no page keeps its live bytes, so the live
  // twins are not worth reading to compare.
  const pagesMayMatch = JSON.stringify(next) === JSON.stringify(live);
  // Staged files are written synchronously: libuv's four threads are busy compressing, and each
  // awaited file call of the page loop waited behind them (at 1,450 pages most of the loop's time).
  const folders = new Set<string>();
  const stage = async (file: string, html: string) => {
    const path = join(staging, file);
    if (!folders.has(dirname(path))) mkdirSync(dirname(path), { recursive: true });
    folders.add(dirname(path));
    const bytes = Buffer.from(html);
    writeFileSync(path, bytes);
    pages++;
    if (!wantsTwins(path)) return;
    // Each page is compressed as soon as it is written, while the next ones render.
    const twins = pagesMayMatch
      ? () => precompressFile(path, { quality: QUALITY.pages, twin: join(livePages(origin), file) })
      : () => stageTwins(path, bytes, QUALITY.pages);
    pageTwins.push(compressing(twins));
  };
  const caches: RenderCache[] = [];
  try {
    for (const section of toRender) {
      const cache = await openRenderCache(origin, section, ctx.shell, next);
      caches.push(cache);
      await prerenderPages(origin.dir, ctx, section, (route, html) => stage(htmlFileOf(route), html), { cache });
    }
    if (input.shell) {
      await stage('404.html', await prerenderShellPage(ctx, 'not-found'));
      await stage('search/index.html', await prerenderShellPage(ctx, 'search'));
    }
    time.mark('prerender');
    await writeSiteWide(staging, [...ctx.tables.values()], ctx.shell.ssr.REDIRECTS);
    time.mark('site-wide');
    await Promise.all(pageTwins);
    await precompress(staging, { quality: QUALITY.pages, reuseFrom: livePages(origin) });
    await Promise.all(background);
    time.mark('precompress');
    faultPoint('staged');
    // The rest of the site as it is: the other sections' pages, hand-placed files.
    await writePointer(staging, next);
    fillFromLive(origin, staging, new Set(await droppedPages(origin, live, ctx.tables, toRender)));
    faultPoint('filled');
    // Point of no return: from here the journal finishes the switch-over even if this process dies.
    journal = {
      id,
      pid: process.pid,
      startedAt: new Date().toISOString(),
      pages: id,
      before: live,
      after: next,
      rollback: input.rollback,
    };
    await writeJournal(origin, journal);
  } catch (error) {
    await Promise.allSettled([...background, ...pageTwins]);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await commitJournal(origin, journal);
  // Only now do the recorded pages exist. A record left unwritten just means pages render again.
  for (const cache of caches)
    await cache.save().catch((error: unknown) => warnings.push(`render cache not saved: ${String(error)}`));
  time.mark('switch');
  return { pointer: next, pages, reusedPages: caches.reduce((n, c) => n + c.reused, 0), warnings, steps: time.steps };
}

/** Origin-relative HTML files (and twins) of pages the re-rendered sections no longer have. */
async function droppedPages(
  origin: Origin,
  live: RemotesPointer,
  tables: Map<SectionName, SectionRouteTable>,
  rendered: SectionName[],
) {
  const keep = new Set([...tables.values()].flatMap((t) => t.routes.map((r) => r.path)));
  const drops: string[] = [];
  for (const section of rendered) {
    const old = live.sections[section];
    if (!old || old.buildId === tables.get(section)?.buildId) continue;
    const oldTable = await readTable(origin, old.routes).catch(() => null);
    for (const r of oldTable?.routes ?? []) {
      if (!keep.has(r.path)) drops.push(...['', '.br', '.gz'].map((suffix) => htmlFileOf(r.path) + suffix));
    }
  }
  return drops;
}

/** Pages whose route the site's inventory does not list: published, but said out loud. */
function unplannedRoutes(builds: RemoteBuild[]): string[] {
  const planned = plannedRoutes();
  const key = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  return builds.flatMap((b) =>
    b.table.routes
      .filter((r) => !planned.has(key(r.path)))
      .map((r) => `${b.section}: ${r.path} is not in shared/inventory/routes.json (a new page? add it there, with its title)`),
  );
}
