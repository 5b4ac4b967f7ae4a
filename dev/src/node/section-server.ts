import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { DEV_GENERATED_DIR, remoteWebConfig } from '@roo-docs/section-build';
import { filesWrittenSince } from './recent-files.ts';
import type { SectionName } from '@roo-docs/schemas/contract';
import type { SiteRoutes } from './cross-links.ts';
import { devServerOptions } from './dev-server-options.ts';
import { reportBuilds } from './build-report.ts';
import { devMdxRule } from './dev-mdx-rule.ts';
import { sectionReader, type SectionState } from './section-state.ts';
import { SHARED_REFRESH_RUNTIME } from './shared-refresh.ts';
import { formatSourceError, type SourceError } from './source-error.ts';
import { lazyPages, lazyPagesMiddleware } from './lazy-pages.ts';
import { earlyPages } from './early-page.ts';
import { afterFirstPage, type AfterFirstPage } from './after-first-page.ts';
import { reloadToolCatalogue } from './current-tools.ts';
import { TOOL_CATALOGUE_DIR } from '@roo-docs/assistant-schemas/node';

/** A section built live: its own Rspack dev server, which the site's server forwards `/_mf/<section>/<id>/` to. */
export interface LiveSection {
  section: SectionName;
  port: number;
  /** Where the site's server, or another served site, finds the section's manifest. */
  origin: string;
  /** The section's folder (`remotes/<section>`). */
  remoteDir: string;
  state: SectionState;
  /** Resolves at each finished build (the benchmark and tests wait on it). */
  nextBuild(): Promise<void>;
  /** Rebuilds with `file`, one the dev server wrote where the watcher does not look. */
  rebuildWith(file: string): void;
  /** Starts compiling the page at `route` (a browser is about to ask for it). */
  compilePage(route: string): void;
  close(): Promise<void>;
}

type SectionReader = Awaited<ReturnType<typeof sectionReader>>;

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
function contentPlugin(reader: SectionReader, repoRoot: string, asked: { refresh: boolean }): RspackPluginInstance {
  let first = true;
  const written = writtenByDevServer(reader.remoteDir);
  const ours = (file: string) => written.some((dir) => file.startsWith(dir));
  return {
    apply(compiler: Compiler) {
      compiler.hooks.watchRun.tapPromise('roo-dev-content', async () => {
        // Nothing to read again after a page compiled on first request (no file changed) or a
        // file the dev server wrote itself (the search stamp changes no page).
        const changed = [...(compiler.modifiedFiles ?? []), ...(compiler.removedFiles ?? [])].some((f) => !ours(f));
        if ([...(compiler.modifiedFiles ?? [])].some((f) => f.startsWith(TOOL_CATALOGUE_DIR))) await reloadToolCatalogue();
        if (first) first = false;
        else if (changed || asked.refresh) {
          asked.refresh = false;
          const started = Date.now() - 50; // file times use the kernel's coarse clock
          await reader.refresh({ filesChanged: changed });
          // What the refresh wrote (a new route table, a content step's pages) joins this rebuild;
          // the watcher does not see these folders (a second rebuild held the hot update back).
          for (const file of [...filesWrittenSince(written, started), ...reader.takeSwitched()])
            (compiler.modifiedFiles as Set<string> | undefined)?.add(file);
        }
      });
      compiler.hooks.thisCompilation.tap('roo-dev-content', (compilation) => {
        // New and deleted pages, the sidebar and a content step's sources are seen through the
        // section's folder, which no module imports (its generated modules are watched as modules).
        for (const entry of readdirSync(reader.remoteDir, { withFileTypes: true })) {
          if (UNWATCHED.has(entry.name)) continue;
          const path = join(reader.remoteDir, entry.name);
          if (entry.isDirectory()) compilation.contextDependencies.add(path);
          else compilation.fileDependencies.add(path);
        }
        // Before sealing: the hot-update plugin must see a failed build as failed, or it moves on
        // to a build the browser never applied and the fix can only reload the page.
        compilation.hooks.finishModules.tap('roo-dev-content', () => {
          for (const error of reader.state.errors) compilation.errors.push(sourceWebpackError(error, repoRoot));
        });
      });
    },
  };
}

function sourceWebpackError(error: SourceError, repoRoot: string) {
  const e = new rspack.WebpackError(formatSourceError(error, repoRoot));
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
  const reader = await sectionReader(repoRoot, section, otherRoutes);
  await reader.refresh();
  const asked = { refresh: false };
  const config = remoteWebConfig(section, reader.remoteDir, join(reader.remoteDir, 'dist', '.dev'), undefined, 'development');
  config.stats = 'none';
  config.module = { ...config.module, rules: [...(config.module?.rules ?? []), devMdxRule()] };
  config.lazyCompilation = lazyPages(port);
  config.watchOptions = { ...config.watchOptions, ignored: writtenByDevServer(reader.remoteDir) };
  config.plugins = [
    ...(config.plugins ?? []),
    new ReactRefreshRspackPlugin({ library: 'roo_shell', exclude: [/[\\/]node_modules[\\/]/, SHARED_REFRESH_RUNTIME] }),
    // Not an alias: the refresh plugin puts its own `react-refresh` alias first, and that one wins,
    // which gave the section a runtime of its own that no renderer knew (a shared module's edit
    // never re-rendered). The replacement acts on the request before any alias.
    new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, SHARED_REFRESH_RUNTIME),
    contentPlugin(reader, repoRoot, asked),
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
    complete: reader.complete,
    refresh: () => {
      asked.refresh = true;
      compiler.watching?.invalidate();
    },
  });
  return {
    section,
    port,
    origin: `http://127.0.0.1:${port}`,
    remoteDir: reader.remoteDir,
    state: reader.state,
    nextBuild: builds.next,
    rebuildWith: (file) => compiler.watching?.invalidateWithChangesAndRemovals(new Set([file])),
    compilePage,
    close: () => server.stop(),
  };
}
