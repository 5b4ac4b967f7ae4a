import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { shellWebConfig } from '@roo-docs/shell/node';
import { reportBuilds } from './build-report.ts';
import { devServerOptions } from './dev-server-options.ts';
import type { ShellFiles } from './dev-document.ts';
import { EXPOSE_REFRESH_RUNTIME } from './shared-refresh.ts';
import type { SiteSources } from './site-routes.ts';

const SHELL_BASE = '/_shell/dev/';
const LATE_STYLE_ENTRIES = ['late-phone', 'late-navbar', 'late-footer'];

function shellFilesOf(stats: Stats): ShellFiles {
  const entrypoints = stats.toJson({ all: false, entrypoints: true }).entrypoints ?? {};
  const files = (name: string) => (entrypoints[name]?.assets ?? []).map((a) => `${SHELL_BASE}${a.name}`);
  return {
    scripts: files('main').filter((f) => f.endsWith('.js')),
    styles: files('main').filter((f) => f.endsWith('.css')),
    lateStyles: LATE_STYLE_ENTRIES.flatMap(files).filter((f) => f.endsWith('.css')),
  };
}

/**
 * The site's server: the shell built live on `port`, pages, the pointer, live sections' files, the
 * published site's files (`staticDir`). The shell's compile starts before the sections are known,
 * so it runs while Node loads the section builds' code; requests wait until `serve` names them.
 */
export async function startSite(repoRoot: string, port: number, staticDir: string | null) {
  const started = performance.now();
  const shellDir = join(repoRoot, 'shell');
  const config = shellWebConfig(shellDir, join(shellDir, 'dist', '.dev'), 'development');
  const entry = config.entry as Record<string, string | string[]>;
  config.entry = { ...entry, main: [EXPOSE_REFRESH_RUNTIME, entry.main as string] };
  config.output = { ...config.output, publicPath: SHELL_BASE };
  config.stats = 'none';
  config.infrastructureLogging = { level: 'error' };
  config.plugins = [
    ...(config.plugins ?? []),
    new ReactRefreshRspackPlugin({ exclude: [/[\\/]node_modules[\\/]/, EXPOSE_REFRESH_RUNTIME] }),
  ];
  const compiler = rspack(config);
  let shellFiles: ShellFiles = { scripts: [], styles: [], lateStyles: [] };
  compiler.hooks.done.tap('roo-dev-shell-files', (stats) => void (shellFiles = shellFilesOf(stats)));
  const builds = reportBuilds(compiler, 'shell', started);
  let serve: (sources: Omit<SiteSources, 'shellFiles' | 'repoRoot'>) => void = () => {};
  // The routes' code reads the section builds' modules: loaded once the compile is under way.
  const routes = new Promise<Omit<SiteSources, 'shellFiles' | 'repoRoot'>>((resolve) => (serve = resolve)).then(
    async (sources) => {
      const { siteRoutes } = await import('./site-routes.ts');
      return siteRoutes({ ...sources, repoRoot, shellFiles: () => shellFiles });
    },
  );
  const server = new RspackDevServer(
    {
      ...devServerOptions(port, { cors: false }),
      static: staticDir ? { directory: staticDir, watch: false, staticOptions: { index: false } } : false,
      setupMiddlewares: (middlewares) => [
        {
          name: 'roo-site',
          middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) =>
            void routes.then((r) => r(req, res, next), next),
        },
        ...middlewares,
      ],
    },
    compiler,
  );
  await server.start();
  return { ready: builds.first, serve, close: () => server.stop(), nextBuild: builds.next };
}
