import { copyFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  parseOrThrow,
  SECTION_ARTEFACTS as FILES,
  sectionRouteTableSchema,
  searchShardSchema,
  type SearchShard,
  type SectionRouteTable,
} from '@roo-docs/schemas';
import { BUILD_ID_LENGTH, hashTree, runRspack, validateAssets } from '@roo-docs/build-kit';
import { buildDependencies } from '../cache/build-dependencies.ts';
import { cachedSplitSections, type CachedSplit } from '../cache/sections-cache.ts';
import { buildShard } from '../search/build-shard.ts';
import { writeGeneratedModules } from '../route-table/generated-modules.ts';
import { navFileOf } from '../route-table/nav-file.ts';
import { renderError } from '../pages/page-errors.ts';
import { PAGE_KEYS_FILE, pageKeys } from './page-keys.ts';
import type { SectionPages, SectionRoutes, SectionSource } from '../pages/read-section.ts';
import { renderPages } from '../search/render-pages.ts';
import { pageModuleSource } from '../route-table/routes-module.ts';
import { pageMetas, type PageMetaExtras } from '../route-table/page-meta.ts';
import { remoteSsrConfig, remoteWebConfig } from '../federation/rspack-config.ts';
import { trimManifest } from '../federation/trim-manifest.ts';
import type { PageModule, RoutesModule } from '@roo-docs/schemas/contract';

/** Writes the route modules the bundle starts from; returns an empty staging folder for the build. */
export async function writeRouteModules(
  { section, remoteDir }: SectionSource,
  { files }: SectionPages,
  { routes }: SectionRoutes,
  extras: PageMetaExtras,
) {
  await writeGeneratedModules(remoteDir, section, files, routes, 'production', null, extras);
  const staging = join(remoteDir, 'dist', '.staging');
  await rm(staging, { recursive: true, force: true });
  return staging;
}

/** The browser and SSR bundles, into `staging`; with the module cache of earlier builds when `cache` is on. */
export async function bundle(
  { repoRoot, section, remoteDir }: SectionSource,
  { cacheDir }: SectionPages,
  staging: string,
  cache: boolean,
) {
  const bundleCache = cache ? { directory: join(cacheDir, 'rspack'), buildDependencies: buildDependencies(repoRoot) } : undefined;
  await runRspack([
    remoteWebConfig(section, remoteDir, staging, bundleCache),
    remoteSsrConfig(section, remoteDir, staging, bundleCache),
  ]);
  await validateAssets(staging);
  await trimManifest(staging, FILES.manifest);
}

/** Each page's key (page-keys.ts), written beside the SSR bundle. */
export async function writePageKeys(
  source: SectionSource,
  pages: SectionPages,
  { routes }: SectionRoutes,
  extras: PageMetaExtras,
  staging: string,
) {
  const meta = pageMetas(routes, extras);
  const keys = await pageKeys(
    source.remoteDir,
    pages.files.map((file) => ({ file, moduleSource: pageModuleSource(file, meta.get(file.route) ?? null) })),
    [...pages.files.map((f) => f.relative), ...Object.values(source.generated?.sources ?? {})],
    pages.digest,
  );
  await writeFile(join(staging, PAGE_KEYS_FILE), JSON.stringify(keys));
  return keys;
}

export interface RenderedPages {
  html: Map<string, string>;
  /** The cached splitter in releases: pages it knows by key were not rendered. */
  sections: CachedSplit | undefined;
  /** The section's server build, loaded once for every render of the build. */
  ssr: RoutesModule<PageModule>;
}

/** A page's render error, naming its source file and line. */
export function pageRenderError({ files }: SectionPages, { routes }: SectionRoutes) {
  return (path: string, error: unknown) => {
    const i = files.findIndex((f) => f.route === path);
    return renderError(routes[i]?.source ?? path, files[i]?.file ?? '', path, error);
  };
}

/** Each page's body as HTML, from the SSR bundle just built, for the search shard. */
export async function renderForSearch(
  pages: SectionPages,
  routes: SectionRoutes,
  keys: Record<string, string>,
  staging: string,
  cache: { cacheDir: string; digest: string } | null,
): Promise<RenderedPages> {
  // Imported under a name of its own: module loaders that ignore the query (jiti) would otherwise
  // hand a second build in the same process the first build's route table.
  const entryCopy = join(staging, `${FILES.ssr}.${process.pid}-${Date.now()}.mjs`);
  await copyFile(join(staging, FILES.ssr), entryCopy);
  const ssr = (await import(/* webpackIgnore: true */ pathToFileURL(entryCopy).href).finally(() =>
    rm(entryCopy, { force: true }),
  )) as RoutesModule<PageModule>;
  const sections = cache ? await cachedSplitSections(cache.cacheDir, cache.digest) : undefined;
  const html = await renderPages(
    ssr,
    routes.routes.map((r) => r.path).filter((path) => !sections?.has(keys[path]!)),
    pageRenderError(pages, routes),
  );
  return { html, sections, ssr };
}

export interface HashedBuild {
  buildId: string;
  table: SectionRouteTable;
  shard: SearchShard;
}

/**
 * The search shard and the build id. The id hashes everything the build publishes, the shard
 * included: a change to how pages are indexed must give a new immutable folder, never rewrite one
 * that browsers cache forever.
 */
export async function hashBuild(
  { section }: SectionSource,
  { routes, sidebar }: SectionRoutes,
  { html, sections }: RenderedPages,
  keys: Record<string, string>,
  staging: string,
): Promise<HashedBuild> {
  const placeholder = '0'.repeat(BUILD_ID_LENGTH);
  const draft = { schemaVersion: 1 as const, section, buildId: placeholder, sidebar, routes };
  const pages = routes.map((route) => ({ route, html: html.get(route.path) ?? '', key: keys[route.path] }));
  const draftShard = buildShard(section, placeholder, pages, sections?.split);
  await sections?.save();
  const hash = await hashTree(staging);
  hash.update(JSON.stringify(draft)).update(JSON.stringify(draftShard));
  const buildId = hash.digest('hex').slice(0, BUILD_ID_LENGTH);
  const table = parseOrThrow(sectionRouteTableSchema, { ...draft, buildId }, `${section} routes.json`);
  const shard = parseOrThrow(
    searchShardSchema,
    { ...draftShard, header: { ...draftShard.header, buildId } },
    `${section} search-shard.json`,
  );
  return { buildId, table, shard };
}

/** Writes the route table, navigation and shard, then moves the staging folder to `dist/<buildId>`. */
export async function writeBuild({ remoteDir }: SectionSource, { buildId, table, shard }: HashedBuild, staging: string) {
  await writeFile(join(staging, FILES.routes), JSON.stringify(table));
  await writeFile(join(staging, FILES.nav), JSON.stringify(navFileOf(table)));
  await writeFile(join(staging, FILES.searchShard), JSON.stringify(shard));
  const dir = join(remoteDir, 'dist', buildId);
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
  return dir;
}
