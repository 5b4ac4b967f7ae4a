import { join } from 'node:path';
import type { SectionName, SectionRouteTable } from '@roo-docs/schemas';
import { stepTimes, withBuildLock } from '@roo-docs/build-kit';
import { cacheDirOf } from '../cache/build-dependencies.ts';
import { createSectionCompiler } from '../compiler/section-compiler.ts';
import type { ExternalLink } from '../pages/links.ts';
import { errorsOf, formatProblem, PageProblemsError, warningsOf } from '../problems/problem.ts';
import { drawShareImages, placeShareImages, planShareImages, shareImageCache } from '../share-image/share-images.ts';
import { renderTwins, writeTwins } from '../markdown/twins.ts';
import {
  bundle,
  emptyStaging,
  hashBuild,
  pageRenderError,
  renderForSearch,
  writeBuild,
  writePageKeys,
} from './section-output.ts';
import { copySiteFiles } from './site-files.ts';

export interface RemoteBuild {
  section: SectionName;
  buildId: string;
  /** Folder holding the immutable build, to be copied to `/_mf/<section>/<buildId>/`. */
  dir: string;
  table: SectionRouteTable;
  /** Links to other sections, which the publish judges against the live route tables. */
  external: ExternalLink[];
  /** The pages' warnings (`file:line:column: reason`), then the sidebar's. */
  warnings: string[];
  /** Seconds per step of the build (pages, routes module, bundle, share images, page keys, render, markdown, hash, write). */
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
   * Reuse what earlier builds of this folder compiled (page metadata, search sections, twins,
   * Rspack's module cache) for pages whose text did not change. Releases use it; full builds stay
   * from scratch.
   */
  cache?: boolean;
}

/**
 * The section compiler's one pass, refused on any error in a page (as the dev server's overlay
 * shows it) before anything is bundled; then bundle, share images, page keys, render, Markdown
 * twins, shard and id. Pages are read once (parsed, not compiled), compiled once per bundle and
 * rendered once for search and once for their twins: docs/decisions/section-compiler.md.
 */
async function buildRemoteUnlocked(
  repoRoot: string,
  section: SectionName,
  remoteDir: string,
  cache: boolean,
): Promise<RemoteBuild> {
  const time = stepTimes();
  const compiler = await createSectionCompiler({ repoRoot, section, mode: 'production', remoteDir, cache });
  const state = await compiler.update();
  const errors = errorsOf(state.problems);
  if (errors.length) throw new PageProblemsError(section, errors, compiler.textOf);
  if (cache) await compiler.saveMemo();
  time.mark('pages');
  const images = await planShareImages(section, state.routes);
  const modules = await compiler.writeModules({ shareImages: new Map([...images].map(([path, p]) => [path, p.image])) });
  const staging = await emptyStaging(remoteDir);
  time.mark('routes module');
  await bundle(compiler, repoRoot, staging, cache);
  time.mark('bundle');
  // After the bundle, not beside it: on two busy cores the two only slowed each other (measured).
  const imageCache = shareImageCache(repoRoot);
  const shareImages = await drawShareImages(images, imageCache);
  await placeShareImages(images, imageCache, staging);
  copySiteFiles(state, state.routes, staging);
  time.mark('share images');
  const keys = await writePageKeys(compiler, modules, staging);
  time.mark('page keys');
  const rendered = await renderForSearch(compiler, keys, staging, cache);
  time.mark('render');
  const twinCache = cache ? { cacheDir: cacheDirOf(remoteDir), digest: compiler.digest } : null;
  const twins = await renderTwins({
    ssr: rendered.ssr,
    routes: state.routes,
    keys,
    cache: twinCache,
    explain: pageRenderError(compiler),
  });
  await writeTwins(staging, twins);
  time.mark('markdown');
  const built = await hashBuild(compiler, rendered, keys, staging);
  time.mark('shard and hash');
  const dir = await writeBuild(compiler, built, staging);
  time.mark('write');
  const warnings = warningsOf(state.problems).map((p) => formatProblem(p));
  return {
    section,
    buildId: built.buildId,
    dir,
    table: built.table,
    external: state.external,
    warnings,
    steps: time.steps,
    shareImages,
  };
}
