import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import {
  createSectionCompiler,
  DEV_GENERATED_DIR,
  errorsOf,
  formatProblem,
  remoteWebConfig,
  textInCheckout,
  type Problem,
  type SectionCompiler,
  type SiteRoutes,
} from '@roo-docs/section-build';
import { REDIRECTS } from '@roo-docs/shell/node';
import { filesWrittenSince } from './recent-files.ts';
import type { SectionName } from '@roo-docs/schemas/contract';
import { devServerOptions } from './dev-server-options.ts';
import { reportBuilds } from './build-report.ts';
import { devMdxRule } from './dev-mdx-rule.ts';
import { lastGoodPolicy } from './last-good-policy.ts';
import { SHARED_REFRESH_RUNTIME } from './shared-refresh.ts';
import { lazyPages, lazyPagesMiddleware } from './lazy-pages.ts';
import { earlyPages } from './early-page.ts';
import { afterFirstPage, type AfterFirstPage } from './after-first-page.ts';

/** A section built live: its own Rspack dev server, which the site's server forwards `/_mf/<section>/<id>/` to. */
export interface LiveSection {
  section: SectionName;
  port: number;
  /** Where the site's server, or another served site, finds the section's manifest. */
  origin: string;
  /** The section's folder (`remotes/<section>`). */
  remoteDir: string;
  /** Its pages as last read, and what is wrong in them (shown, never fatal). */
  compiler: SectionCompiler;
  /** Resolves at each finished build (the benchmark and tests wait on it). */
  nextBuild(): Promise<void>;
  /** Rebuilds with `file`, one the dev server wrote where the watcher does not look. */
  rebuildWith(file: string): void;
  /** Starts compiling the page at `route` (a browser is about to ask for it). */
  compilePage(route: string): void;
  close(): Promise<void>;
}

/**
 * The section's compiler, read before each rebuild, with the dev server's own part: the modules
 * the bundler starts from, and the last-good policy's texts for pages that would break. Returns
 * the files the bundler must compile again although the watcher saw no change (the pages whose
 * text the policy switched).
 */
async function liveCompiler(repoRoot: string, section: SectionName, site: (() => SiteRoutes) | undefined) {
  const compiler = await createSectionCompiler({
    repoRoot,
    section,
    mode: 'development',
    cache: true,
    frontmatterFirst: true,
    site,
    redirects: REDIRECTS,
  });
  const policy = lastGoodPolicy();
  const refresh = async (changed?: readonly string[]): Promise<Set<string>> => {
    await compiler.update(changed);
    await compiler.writeModules();
    return policy(compiler.state);
  };
  return { compiler, refresh };
}

type LiveCompiler = Awaited<ReturnType<typeof liveCompiler>>;

/** Written by the build itself: watching them would rebuild after every rebuild. */
const UNWATCHED = new Set(['.generated', '.generated-dev', 'dist', 'node_modules', '.cache']);

/**
 * Where the dev server writes a section's generated modules and pages. The watcher does not look
 * there: each writer hands its files to the build itself (the refresh below, the search stamp).
 */
const writtenByDevServer = (remoteDir: string) => [join(remoteDir, DEV_GENERATED_DIR), join(remoteDir, '.generated', 'content')];

/**
 * Re-reads the pages before each rebuild (a new or renamed file changes the route table) and
 * hands what is wrong in them to the compilation, so they show in the overlay and the terminal.
 */
function contentPlugin(live: LiveCompiler, repoRoot: string, asked: { refresh: boolean }): RspackPluginInstance {
  let first = true;
  const { remoteDir } = live.compiler;
  const written = writtenByDevServer(remoteDir);
  const ours = (file: string) => written.some((dir) => file.startsWith(dir));
  const textOf = textInCheckout(repoRoot);
  return {
    apply(compiler: Compiler) {
      compiler.hooks.watchRun.tapPromise('roo-dev-content', async () => {
        // Nothing to read again after a page compiled on first request (no file changed) or a
        // file the dev server wrote itself (the search stamp changes no page).
        const changed = [...(compiler.modifiedFiles ?? []), ...(compiler.removedFiles ?? [])].filter((f) => !ours(f));
        if (first) first = false;
        else if (changed.length || asked.refresh) {
          asked.refresh = false;
          const started = Date.now() - 50; // file times use the kernel's coarse clock
          const switched = await live.refresh(changed);
          // What the refresh wrote (a new route table, a content step's pages) joins this rebuild;
          // the watcher does not see these folders (a second rebuild held the hot update back).
          for (const file of [...filesWrittenSince(written, started), ...switched])
            (compiler.modifiedFiles as Set<string> | undefined)?.add(file);
        }
      });
      compiler.hooks.thisCompilation.tap('roo-dev-content', (compilation) => {
        // New and deleted pages, the sidebar and a content step's sources are seen through the
        // section's folder, which no module imports (its generated modules are watched as modules).
        for (const entry of readdirSync(remoteDir, { withFileTypes: true })) {
          if (UNWATCHED.has(entry.name)) continue;
          const path = join(remoteDir, entry.name);
          if (entry.isDirectory()) compilation.contextDependencies.add(path);
          else compilation.fileDependencies.add(path);
        }
        // Before sealing: the hot-update plugin must see a failed build as failed, or it moves on
        // to a build the browser never applied and the fix can only reload the page.
        compilation.hooks.finishModules.tap('roo-dev-content', () => {
          for (const problem of errorsOf(live.compiler.state.problems)) compilation.errors.push(contentError(problem, textOf));
        });
      });
    },
  };
}

/** A page's problem as the overlay and the terminal show it: `file:line:column: reason` and the line. */
function contentError(problem: Problem, textOf: ReturnType<typeof textInCheckout>) {
  const e = new rspack.WebpackError(formatProblem(problem, textOf));
  e.name = 'ContentError';
  return e;
}

export interface SectionOptions {
  /** The rest of the site's pages, for the links out of this section. */
  otherRoutes?: () => SiteRoutes;
  /** Where the start's put-off work waits (shared by the live sections of one dev server). */
  deferred?: AfterFirstPage;
}

export async function startSection(
  repoRoot: string,
  section: SectionName,
  port: number,
  { otherRoutes, deferred = afterFirstPage() }: SectionOptions = {},
): Promise<LiveSection> {
  const started = performance.now();
  const live = await liveCompiler(repoRoot, section, otherRoutes);
  await live.refresh();
  const { remoteDir } = live.compiler;
  const asked = { refresh: false };
  const config = remoteWebConfig(section, remoteDir, join(remoteDir, 'dist', '.dev'), undefined, 'development');
  config.stats = 'none';
  config.module = { ...config.module, rules: [...(config.module?.rules ?? []), devMdxRule()] };
  config.lazyCompilation = lazyPages(port);
  config.watchOptions = { ...config.watchOptions, ignored: writtenByDevServer(remoteDir) };
  config.plugins = [
    ...(config.plugins ?? []),
    new ReactRefreshRspackPlugin({ library: 'roo_shell', exclude: [/[\\/]node_modules[\\/]/, SHARED_REFRESH_RUNTIME] }),
    // Not an alias: the refresh plugin puts its own `react-refresh` alias first, and that one wins,
    // which gave the section a runtime of its own that no renderer knew (a shared module's edit
    // never re-rendered). The replacement acts on the request before any alias.
    new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, SHARED_REFRESH_RUNTIME),
    contentPlugin(live, repoRoot, asked),
  ];
  const compiler = rspack(config);
  const builds = reportBuilds(compiler, section, started, `(http://127.0.0.1:${port}/mf-manifest.json)`);
  const setupMiddlewares = lazyPagesMiddleware(compiler);
  const compilePage = earlyPages(compiler, `http://127.0.0.1:${port}`);
  const server = new RspackDevServer({ ...devServerOptions(port, { cors: true }), setupMiddlewares }, compiler);
  await server.start();
  await builds.first;
  // The build after the first is a page compiled on request (or an edit, as good a sign).
  void builds.next().then(deferred.pageCompiled);
  deferred.add({
    name: section,
    complete: async () => {
      const read = await live.compiler.complete();
      if (read) await live.compiler.saveMemo();
      return read;
    },
    refresh: () => {
      asked.refresh = true;
      compiler.watching?.invalidate();
    },
  });
  return {
    section,
    port,
    origin: `http://127.0.0.1:${port}`,
    remoteDir,
    compiler: live.compiler,
    nextBuild: builds.next,
    rebuildWith: (file) => compiler.watching?.invalidateWithChangesAndRemovals(new Set([file])),
    compilePage,
    close: () => server.stop(),
  };
}
