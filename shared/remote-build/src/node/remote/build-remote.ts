import { copyFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILD_ID_LENGTH, hashTree } from '../hash-tree.ts';
import { withBuildLock } from '../build-lock.ts';
import { pathToFileURL } from 'node:url';
import {
  parseOrThrow,
  SECTION_ARTEFACTS as FILES,
  sectionRouteTableSchema,
  searchShardSchema,
  type SectionName,
  type SectionRouteTable,
} from '@roo-docs/schemas';
import { readPageMetadata } from '../mdx/metadata.ts';
import { buildShard } from '../search/build-shard.ts';
import type { ContentFile } from './content.ts';
import type { LinkReport } from './link-check.ts';
import { prepareSection } from './prepare-section.ts';
import { navFileOf } from './nav-file.ts';
import { trimManifest } from './trim-manifest.ts';
import { remoteSsrConfig, remoteWebConfig } from './rspack-config.ts';
import { runRspack } from '../run-rspack.ts';
import { validateAssets } from '../assets/validate-assets.ts';
import { compileError, renderError } from './page-errors.ts';
import { renderPages } from './render-pages.ts';
import { PAGE_KEYS_FILE, pageKeys } from './page-keys.ts';
import { pageModuleSource } from './routes-module.ts';
import { stepTimes } from '../step-times.ts';
import { buildDependencies, buildDependencyDigest, cacheDirOf } from '../cache/build-dependencies.ts';
import { cachedPageMetadata } from '../cache/metadata-cache.ts';
import { cachedSplitSections } from '../cache/sections-cache.ts';

export interface RemoteBuild {
  section: SectionName;
  buildId: string;
  /** Folder holding the immutable build, to be copied to `/_mf/<section>/<buildId>/`. */
  dir: string;
  table: SectionRouteTable;
  external: LinkReport['external'];
  warnings: string[];
  /** Seconds per step of the build (content, metadata, bundle, render, hash, write). */
  steps?: Record<string, number>;
}

/** Builds one section into an immutable folder named by the hash of everything in it. */
export async function buildRemote(repoRoot: string, section: SectionName, options: BuildOptions = {}): Promise<RemoteBuild> {
  const remoteDir = options.remoteDir ?? join(repoRoot, 'remotes', section);
  return withBuildLock(remoteDir, () => buildRemoteUnlocked(repoRoot, section, remoteDir, options.cache ?? false));
}

export interface BuildOptions {
  /** The remote's folder, if not `remotes/<section>` (a copy in tests). */
  remoteDir?: string;
  /**
   * Reuse what earlier builds of this folder compiled (page metadata, Rspack's module cache) for
   * pages whose text did not change. Releases use it; full builds stay from scratch.
   */
  cache?: boolean;
}

async function buildRemoteUnlocked(
  repoRoot: string,
  section: SectionName,
  remoteDir: string,
  cache: boolean,
): Promise<RemoteBuild> {
  const time = stepTimes();
  const cacheDir = cacheDirOf(remoteDir);
  // Also keys the pages (page-keys.ts), which every build publishes, cached or not.
  const digest = await buildDependencyDigest(repoRoot);
  const readMetadata = (files: ContentFile[]) => {
    const read = (file: string) => {
      const f = files.find((x) => x.file === file)!;
      return readPageMetadata(file).catch((e: unknown) => Promise.reject(compileError(`remotes/${section}/${f.relative}`, e)));
    };
    return cache
      ? cachedPageMetadata(
          files.map((f) => f.file),
          { cacheDir, baseDir: remoteDir, digest },
          read,
        )
      : Promise.all(files.map((f) => read(f.file)));
  };
  const prepared = await prepareSection(repoRoot, section, remoteDir, {
    readMetadata,
    mark: (step) => time.mark(step),
  });
  const { files, routes, sidebar, links, warnings, generated } = prepared;
  if (links.errors.length) throw new Error(`${section}: broken links:\n  ${links.errors.join('\n  ')}`);

  const staging = join(remoteDir, 'dist', '.staging');
  await rm(staging, { recursive: true, force: true });
  const bundleCache = cache ? { directory: join(cacheDir, 'rspack'), buildDependencies: buildDependencies(repoRoot) } : undefined;
  await runRspack([
    remoteWebConfig(section, remoteDir, staging, bundleCache),
    remoteSsrConfig(section, remoteDir, staging, bundleCache),
  ]);
  await validateAssets(staging);
  await trimManifest(staging, FILES.manifest);
  time.mark('bundle');
  const meta = new Map(routes.map((r) => [r.path, { lastUpdated: r.lastUpdated, source: r.source }]));
  const keys = await pageKeys(
    remoteDir,
    files.map((file) => ({ file, moduleSource: pageModuleSource(file, meta.get(file.route) ?? null) })),
    [...files.map((f) => f.relative), ...Object.values(generated?.sources ?? {})],
    digest,
  );
  await writeFile(join(staging, PAGE_KEYS_FILE), JSON.stringify(keys));
  time.mark('page keys');

  // Imported under a name of its own: module loaders that ignore the query (jiti) would otherwise
  // hand a second build in the same process the first build's route table.
  const entryCopy = join(staging, `${FILES.ssr}.${process.pid}-${Date.now()}.mjs`);
  await copyFile(join(staging, FILES.ssr), entryCopy);
  const ssr = await import(pathToFileURL(entryCopy).href).finally(() => rm(entryCopy, { force: true }));
  const sections = cache ? await cachedSplitSections(cacheDir, digest) : undefined;
  const htmlByRoute = await renderPages(
    ssr,
    routes.map((r) => r.path).filter((path) => !sections?.has(keys[path]!)),
    (path, error) => {
      const i = files.findIndex((f) => f.route === path);
      return renderError(routes[i]?.source ?? path, files[i]?.file ?? '', path, error);
    },
  );

  time.mark('render');
  // The id hashes everything the build publishes, the shard included: a change to how pages are
  // indexed must give a new immutable folder, never rewrite one that browsers cache forever.
  const placeholder = '0'.repeat(BUILD_ID_LENGTH);
  const draft = { schemaVersion: 1 as const, section, buildId: placeholder, sidebar, routes };
  const pages = routes.map((route) => ({ route, html: htmlByRoute.get(route.path) ?? '', key: keys[route.path] }));
  const draftShard = buildShard(section, placeholder, pages, sections?.split);
  await sections?.save();
  const hash = await hashTree(staging);
  hash.update(JSON.stringify(draft)).update(JSON.stringify(draftShard));
  const buildId = hash.digest('hex').slice(0, BUILD_ID_LENGTH);
  time.mark('shard and hash');
  const table = parseOrThrow(sectionRouteTableSchema, { ...draft, buildId }, `${section} routes.json`);
  const shard = parseOrThrow(
    searchShardSchema,
    { ...draftShard, header: { ...draftShard.header, buildId } },
    `${section} search-shard.json`,
  );
  await writeFile(join(staging, FILES.routes), JSON.stringify(table));
  await writeFile(join(staging, FILES.nav), JSON.stringify(navFileOf(table)));
  await writeFile(join(staging, FILES.searchShard), JSON.stringify(shard));

  const dir = join(remoteDir, 'dist', buildId);
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
  time.mark('write');
  return { section, buildId, dir, table, external: links.external, warnings, steps: time.steps };
}
