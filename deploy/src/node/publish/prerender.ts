import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Origin } from '../origin/origin.ts';
import type { RenderCache } from './render-cache.ts';
import type { RemotesPointer, RoutesModule, SectionName, SectionRouteTable } from '@roo-docs/schemas';
import type { PageModule, RenderInput, ShellAssets, ShellSsr, SiteData } from '@roo-docs/shell/node';

export interface LiveShell {
  buildId: string;
  ssr: ShellSsr;
  assets: ShellAssets;
}

/** Loads a live shell build: its browser files are public, its Node build stays in deploy state. */
export async function loadShell(origin: Origin, buildId: string): Promise<LiveShell> {
  const base = join(origin.state, 'shell', buildId);
  const entry = JSON.parse(await readFile(join(base, 'shell-entry.json'), 'utf8')) as ShellAssets;
  const ssr = (await import(pathToFileURL(join(base, 'ssr/index.mjs')).href)) as ShellSsr;
  const prefix = `/_shell/${buildId}/`;
  const at = (files: string[] = []) => files.map((s) => prefix + s);
  // Shell builds from before late styles have none.
  return { buildId, ssr, assets: { scripts: at(entry.scripts), styles: at(entry.styles), lateStyles: at(entry.lateStyles) } };
}

export interface RenderContext {
  shell: LiveShell;
  pointer: RemotesPointer;
  /** Final once the first page renders: every page of a publish is drawn from the same tables. */
  tables: Map<SectionName, SectionRouteTable>;
  /** The tables' navigation, derived at the first render, not once per page (a second of a 2,000-page release). */
  nav?: SiteData['nav'];
}

function siteData(ctx: RenderContext, renderedPath: string | null): SiteData {
  if (!ctx.nav) {
    ctx.nav = {};
    for (const [section, table] of ctx.tables) ctx.nav[section] = ctx.shell.ssr.navSectionOf(table);
  }
  return { remotes: ctx.pointer, nav: ctx.nav, renderedPath };
}

function render(ctx: RenderContext, input: Omit<RenderInput, 'assets'>): Promise<string> {
  // Section code loads after the shell hydrates (its content is already in the HTML), so the
  // document names only the shell's own scripts and styles.
  return ctx.shell.ssr.renderDocument({ ...input, assets: ctx.shell.assets });
}

/**
 * Prerenders pages of one section with the live shell (`paths`, default every page), handing
 * each page's HTML to `onPage` as soon as it is rendered. With a render cache, a page drawn from
 * the same inputs as its live HTML is that HTML with the new builds' strings swapped in.
 */
export async function prerenderPages(
  originDir: string,
  ctx: RenderContext,
  section: SectionName,
  onPage: (path: string, html: string) => Promise<void>,
  options: { paths?: string[]; cache?: RenderCache } = {},
): Promise<void> {
  const pointer = ctx.pointer.sections[section];
  const table = ctx.tables.get(section);
  if (!pointer || !table) throw new Error(`Section ${section} is not live`);
  const mod = (await import(pathToFileURL(join(originDir, pointer.ssr)).href)) as RoutesModule<PageModule>;
  const { cache } = options;
  for (const path of options.paths ?? table.routes.map((r) => r.path)) {
    const found = await mod.findPage(path);
    if (!found) throw new Error(`${section} build ${pointer.buildId} has no page module for ${path}`);
    const site = siteData(ctx, path);
    const html =
      (await cache?.reuse(path, { site, page: { path }, assets: ctx.shell.assets })) ??
      (await render(ctx, { site, page: { path, module: await found.load() } }));
    cache?.remember(path, html);
    await onPage(path, html);
  }
}

/** The shell's own pages: not-found (served for any unknown path) and the search results page. */
export function prerenderShellPage(ctx: RenderContext, page: 'not-found' | 'search'): Promise<string> {
  const renderedPath = page === 'search' ? '/search' : null;
  return render(ctx, { site: siteData(ctx, renderedPath), page: null, shellPage: page });
}
