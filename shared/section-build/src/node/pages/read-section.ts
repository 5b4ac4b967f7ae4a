import { contextOfPath, type RouteEntry, type SectionName } from '@roo-docs/schemas';
import { buildDependencyDigest, cacheDirOf } from '../cache/build-dependencies.ts';
import { cachedPageMetadata } from '../cache/metadata-cache.ts';
import { readPageMetadata, type PageMetadata } from '../mdx/metadata.ts';
import { scanContent, type ContentFile } from './content.ts';
import type { GeneratedContent } from './content-step.ts';
import { lastUpdatedTimes } from './last-updated.ts';
import { siteFilePaths } from '../build/site-files.ts';
import { checkLinks, pageLinksOf, type LinkReport } from './link-check.ts';
import { compileError } from './page-errors.ts';
import { readSidebar } from './sidebar.ts';

/** Where a section build starts: its folder, and what its content step generated (if it has one). */
export interface SectionSource {
  repoRoot: string;
  section: SectionName;
  remoteDir: string;
  generated: GeneratedContent | null;
}

export interface SectionPages {
  files: ContentFile[];
  /** Per file, in the same order. */
  metas: PageMetadata[];
  /** Keys the pages (page-keys.ts) and the caches. */
  digest: string;
  cacheDir: string;
}

/** The section's pages and their metadata, read again only where their text changed when `cache` is on. */
export async function readPages(
  { repoRoot, section, remoteDir, generated }: SectionSource,
  cache: boolean,
): Promise<SectionPages> {
  const files = await scanContent(remoteDir, generated?.contentDir);
  if (!files.length) throw new Error(`${section}: no pages under content/`);
  const read = (file: string) => {
    const f = files.find((x) => x.file === file)!;
    return readPageMetadata(file).catch((e: unknown) => Promise.reject(compileError(`remotes/${section}/${f.relative}`, e)));
  };
  const cacheDir = cacheDirOf(remoteDir);
  // Also keys the pages (page-keys.ts), which every build publishes, cached or not.
  const digest = await buildDependencyDigest(repoRoot);
  const metas = cache
    ? await cachedPageMetadata(
        files.map((f) => f.file),
        { cacheDir, baseDir: remoteDir, digest },
        read,
      )
    : await Promise.all(files.map((f) => read(f.file)));
  return { files, metas, digest, cacheDir };
}

export interface SectionRoutes {
  routes: RouteEntry[];
  sidebar: Awaited<ReturnType<typeof readSidebar>>['sidebar'];
  external: LinkReport['external'];
  /** The pages' warnings, then the sidebar's. */
  warnings: string[];
}

/** The route entries of the pages, once their links hold; each with its sidebar place and last change. */
export async function readRoutes(source: SectionSource, { files, metas }: SectionPages): Promise<SectionRoutes> {
  const { repoRoot, section, remoteDir, generated } = source;
  const warnings = metas.flatMap((m) => m.warnings);
  const links = checkLinks(pageLinksOf(files, metas), new Set(siteFilePaths(generated)));
  if (links.errors.length) throw new Error(`${section}: broken links:\n  ${links.errors.join('\n  ')}`);

  const { sidebar, missing, listed } = await readSidebar(remoteDir, new Set(files.map((f) => f.route)), generated?.sidebarFile);
  for (const m of missing) warnings.push(`${section}: sidebar lists ${m}, which has no page yet`);

  const times = await lastUpdatedTimes(repoRoot, remoteDir);
  const routes = routeEntries(section, generated, { files, metas }, listed, times);
  return { routes, sidebar, external: links.external, warnings };
}

/** One route entry per page: its frontmatter, headings, sidebar place and last change (by source file). */
export function routeEntries(
  section: SectionName,
  generated: GeneratedContent | null,
  { files, metas }: Pick<SectionPages, 'files' | 'metas'>,
  listed: ReadonlySet<string>,
  times: ReadonlyMap<string, string>,
): RouteEntry[] {
  return files.map((f, i): RouteEntry => {
    const fm = metas[i]!.frontmatter;
    const source = `remotes/${section}/${generated?.sources[f.route] ?? f.relative}`;
    return {
      path: f.route,
      title: fm.title,
      description: fm.description,
      ...(fm.sidebar_label ? { sidebarLabel: fm.sidebar_label } : {}),
      context: contextOfPath(f.route),
      headings: metas[i]!.toc,
      lastUpdated: times.get(source) ?? null,
      source,
      inSidebar: listed.has(f.route),
    };
  });
}
