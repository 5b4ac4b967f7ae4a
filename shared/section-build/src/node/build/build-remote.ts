import { join } from 'node:path';
import type { SectionName, SectionRouteTable } from '@roo-docs/schemas';
import { stepTimes, withBuildLock } from '@roo-docs/build-kit';
import { runContentStep } from '../pages/content-step.ts';
import type { LinkReport } from '../pages/link-check.ts';
import { readPages, readRoutes, type SectionSource } from '../pages/read-section.ts';
import { drawShareImages, placeShareImages, planShareImages, shareImageCache } from '../share-image/share-images.ts';
import { renderTwins, writeTwins } from '../markdown/twins.ts';
import {
  bundle,
  hashBuild,
  pageRenderError,
  renderForSearch,
  writeBuild,
  writePageKeys,
  writeRouteModules,
} from './section-output.ts';
import { copySiteFiles } from './site-files.ts';

export interface RemoteBuild {
  section: SectionName;
  buildId: string;
  /** Folder holding the immutable build, to be copied to `/_mf/<section>/<buildId>/`. */
  dir: string;
  table: SectionRouteTable;
  external: LinkReport['external'];
  warnings: string[];
  /** Seconds per step of the build (content, metadata, bundle, share images, render, markdown, hash, write). */
  steps?: Record<string, number>;
  /** Share images drawn by this build, and those taken from earlier builds' cache. */
  shareImages?: { rendered: number; reused: number };
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
  // A remote may generate its pages (and sidebar) from other sources first; see content-step.ts.
  const source: SectionSource = { repoRoot, section, remoteDir, generated: await runContentStep(remoteDir) };
  time.mark('content');
  const pages = await readPages(source, cache);
  time.mark('metadata');
  const routes = await readRoutes(source, pages);
  time.mark('dates');
  const images = await planShareImages(section, routes.routes);
  const extras = {
    shareImages: new Map([...images].map(([path, p]) => [path, p.image])),
    alternates: source.generated?.alternates,
  };
  const staging = await writeRouteModules(source, pages, routes, extras);
  time.mark('routes module');
  await bundle(source, pages, staging, cache);
  time.mark('bundle');
  // After the bundle, not beside it: on two busy cores the two only slowed each other (measured).
  const imageCache = shareImageCache(repoRoot);
  const shareImages = await drawShareImages(images, imageCache);
  await placeShareImages(images, imageCache, staging);
  copySiteFiles(source, routes.routes, staging);
  time.mark('share images');
  const keys = await writePageKeys(source, pages, routes, extras, staging);
  time.mark('page keys');
  const rendered = await renderForSearch(pages, routes, keys, staging, cache ? pages : null);
  time.mark('render');
  const twins = await renderTwins({
    ssr: rendered.ssr,
    routes: routes.routes,
    keys,
    cache: cache ? pages : null,
    explain: pageRenderError(pages, routes),
  });
  await writeTwins(staging, twins);
  time.mark('markdown');
  const built = await hashBuild(source, routes, rendered, keys, staging);
  time.mark('shard and hash');
  const dir = await writeBuild(source, built, staging);
  time.mark('write');
  const { buildId, table } = built;
  return {
    section,
    buildId,
    dir,
    table,
    external: routes.external,
    warnings: routes.warnings,
    steps: time.steps,
    shareImages,
  };
}
