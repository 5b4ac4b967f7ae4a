import { copyFile, rm, rename, writeFile } from 'node:fs/promises';
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
import type { PageModule, RoutesModule } from '@roo-docs/schemas/contract';
import { buildDependencies, cacheDirOf } from '../cache/build-dependencies.ts';
import { cachedSplitSections, type CachedSplit } from '../cache/sections-cache.ts';
import type { SectionCompiler } from '../compiler/section-compiler.ts';
import { remoteSsrConfig, remoteWebConfig } from '../federation/rspack-config.ts';
import { trimManifest } from '../federation/trim-manifest.ts';
import { renderError } from '../problems/page-errors.ts';
import { navFileOf } from '../route-table/nav-file.ts';
import { shardOf } from '../search/build-shard.ts';
import { renderPages } from '../search/render-pages.ts';
import { splitSections } from '../search/split-sections.ts';
import { PAGE_KEYS_FILE, pageKeys } from './page-keys.ts';

/** An empty staging folder for the build, beside the finished ones. */
export async function emptyStaging(remoteDir: string): Promise<string> {
  const staging = join(remoteDir, 'dist', '.staging');
  await rm(staging, { recursive: true, force: true });
  return staging;
}

/** The browser and SSR bundles, into `staging`; with the module cache of earlier builds when `cache` is on. */
export async function bundle({ state, remoteDir }: SectionCompiler, repoRoot: string, staging: string, cache: boolean) {
  const directory = join(cacheDirOf(remoteDir), 'rspack');
  const bundleCache = cache ? { directory, buildDependencies: buildDependencies(repoRoot) } : undefined;
  await runRspack([
    remoteWebConfig(state.section, remoteDir, staging, bundleCache),
    remoteSsrConfig(state.section, remoteDir, staging, bundleCache),
  ]);
  await validateAssets(staging);
  await trimManifest(staging, FILES.manifest);
}

/** Each page's key (page-keys.ts) from the page modules just written, beside the SSR bundle. */
export async function writePageKeys(compiler: SectionCompiler, modules: ReadonlyMap<string, string>, staging: string) {
  const { pages, generated } = compiler.state;
  const keys = await pageKeys(
    compiler.remoteDir,
    pages.map(({ file }) => ({ file, moduleSource: modules.get(file.route) ?? '' })),
    [...pages.map((p) => p.file.relative), ...Object.values(generated?.sources ?? {})],
    compiler.digest,
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
export function pageRenderError({ state }: SectionCompiler) {
  return (path: string, error: unknown) => {
    const i = state.pages.findIndex((p) => p.file.route === path);
    return renderError(state.routes[i]?.source ?? path, state.pages[i]?.file.file ?? '', path, error);
  };
}

/** Each page's body as HTML, from the SSR bundle just built, for the search shard. */
export async function renderForSearch(
  compiler: SectionCompiler,
  keys: Record<string, string>,
  staging: string,
  cache: boolean,
): Promise<RenderedPages> {
  // Imported under a name of its own: module loaders that ignore the query (jiti) would otherwise
  // hand a second build in the same process the first build's route table.
  const entryCopy = join(staging, `${FILES.ssr}.${process.pid}-${Date.now()}.mjs`);
  await copyFile(join(staging, FILES.ssr), entryCopy);
  const ssr = (await import(/* webpackIgnore: true */ pathToFileURL(entryCopy).href).finally(() =>
    rm(entryCopy, { force: true }),
  )) as RoutesModule<PageModule>;
  const sections = cache ? await cachedSplitSections(cacheDirOf(compiler.remoteDir), compiler.digest) : undefined;
  const html = await renderPages(
    ssr,
    compiler.state.routes.map((r) => r.path).filter((path) => !sections?.has(keys[path]!)),
    pageRenderError(compiler),
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
  compiler: SectionCompiler,
  { html, sections }: RenderedPages,
  keys: Record<string, string>,
  staging: string,
): Promise<HashedBuild> {
  const { section } = compiler.state;
  const placeholder = '0'.repeat(BUILD_ID_LENGTH);
  const draft = compiler.routeTable(placeholder);
  const split = sections?.split ?? splitSections;
  const docs = await compiler.searchDocuments((r) => split(html.get(r.path) ?? '', r.title, keys[r.path]));
  const draftShard = shardOf(section, placeholder, docs);
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
export async function writeBuild(compiler: SectionCompiler, { buildId, table, shard }: HashedBuild, staging: string) {
  await writeFile(join(staging, FILES.routes), JSON.stringify(table));
  await writeFile(join(staging, FILES.nav), JSON.stringify(navFileOf(table)));
  await writeFile(join(staging, FILES.searchShard), JSON.stringify(shard));
  const dir = join(compiler.remoteDir, 'dist', buildId);
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
  return dir;
}
