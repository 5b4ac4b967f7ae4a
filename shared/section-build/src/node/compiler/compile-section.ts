import { relative, sep } from 'node:path';
import type { SectionName } from '@roo-docs/schemas';
import { siteFilePaths } from '../build/site-files.ts';
import { scanContent } from '../pages/content.ts';
import { checkCrossLinks, checkLinks, pageLinksOf } from '../pages/links.ts';
import { readSidebar } from '../pages/sidebar.ts';
import type { Problem } from '../problems/problem.ts';
import type { SectionInputs } from './inputs.ts';
import { pageProblems } from './page-problems.ts';
import type { PageMemo } from './page-memo.ts';
import { routeEntries } from './route-entries.ts';
import type { CompiledPage, CompilerState, SiteRoutes } from './state.ts';

export interface CompileContext {
  repoRoot: string;
  section: SectionName;
  remoteDir: string;
  inputs: SectionInputs;
  memo: PageMemo;
  frontmatterFirst: boolean;
  /** The rest of the site, for the links out of the section (the dev server); without it the publish judges them. */
  site?: () => SiteRoutes;
  redirects: readonly { from: string }[];
}

/**
 * One pass over a section: its content step, its pages (each read again only if its text changed),
 * the page rules, links, sidebar, dates and route entries. Nothing is thrown for a page: what is
 * wrong is in `problems`. A section that cannot be read at all (no pages, a sidebar that does not
 * parse, a content step that throws) throws.
 */
export async function compileSection(
  ctx: CompileContext,
  changed: readonly string[] | undefined,
  version: number,
): Promise<CompilerState> {
  const { section, remoteDir, inputs } = ctx;
  await inputs.changed(changed);
  // A remote may generate its pages (and sidebar) from other sources first; see content-step.ts.
  const generated = await inputs.generated();
  const files = await scanContent(remoteDir, generated?.contentDir);
  if (!files.length) throw new Error(`${section}: no pages under content/`);
  // git answers while the pages are read (its failure is reported below, not as unhandled).
  const dates = inputs.dates();
  dates.catch(() => {});
  const read = await ctx.memo.read(files, { frontmatterFirst: ctx.frontmatterFirst });
  const tables = await inputs.facts();
  const pages = files.map((file, i): CompiledPage => {
    const source = `remotes/${section}/${file.relative}`;
    const page = read[i]!;
    return { file, source, text: page.text, metadata: page.metadata, problems: pageProblems(source, page, tables) };
  });
  const links = checkLinks(
    pageLinksOf(
      pages.map((p) => ({ route: p.file.route, file: p.source })),
      pages.map((p) => p.metadata),
    ),
    new Set(siteFilePaths(generated)),
  );
  const sidebarRead = await readSidebar(remoteDir, new Set(files.map((f) => f.route)), generated?.sidebarFile);
  const routes = routeEntries(section, generated, pages, sidebarRead.listed, await dates);
  const problems: Problem[] = [...pages.flatMap((p) => p.problems), ...links.problems];
  if (ctx.site) {
    const site = ctx.site();
    const partial = new Set([...links.partial, ...site.partial]);
    const rules = { planned: inputs.planned(), redirects: ctx.redirects, partial };
    problems.push(...checkCrossLinks(links.external, [...routes, ...site.routes], rules).problems);
  }
  const sidebarFile = `remotes/${section}/${relative(remoteDir, sidebarRead.file).split(sep).join('/')}`;
  for (const path of sidebarRead.missing)
    problems.push({ file: sidebarFile, severity: 'warning', reason: `lists ${path}, which has no page yet` });
  return {
    section,
    remoteDir,
    generated,
    pages,
    routes,
    sidebar: sidebarRead.sidebar,
    external: links.external,
    partial: links.partial,
    problems,
    version,
  };
}
