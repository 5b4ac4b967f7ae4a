import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspackOptions, RuleSetRule } from '@rspack/core';
import * as sharedRouter from '@roo-docs/chrome/router';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { containerName } from '@roo-docs/schemas/contract';
import { compileHintPlugin, moduleRules, SSR_EXTERNALS, type BuildMode } from '@roo-docs/build-kit';
import { mdxRule } from '../mdx/mdx-rule.ts';
import { DEV_GENERATED_DIR } from '../route-table/dev-modules.ts';
import { sharedSingletons } from './shared-modules.ts';

const resolve = { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.mdx'] };

/** A persistent module cache for a build that repeats with few changes (a release of one version). */
export interface BuildCache {
  /** Folder of the cache files. */
  directory: string;
  /** Files and folders whose change empties the cache (cache/build-dependencies.ts). */
  buildDependencies: string[];
}

// Content hashes, not timestamps: a copied remote (tests, the benchmark) keeps its cache valid, and
// a file rewritten with the same text (generated pages are rewritten on every build) stays cached.
function cacheOptions(cache: BuildCache | undefined): Pick<RspackOptions, 'cache' | 'snapshot'> {
  if (!cache) return {};
  const byHash = { hash: true, timestamp: false };
  return {
    cache: {
      type: 'persistent',
      portable: true,
      buildDependencies: cache.buildDependencies,
      storage: { type: 'filesystem', directory: cache.directory },
    },
    snapshot: {
      module: byHash,
      contextModule: byHash,
      resolve: byHash,
      buildDependencies: byHash,
      resolveBuildDependencies: byHash,
    },
  };
}

/** A section's modules may import from react-router only what the site shares (the loader says why). */
const sharedRouterImports: RuleSetRule = {
  test: /\.(mdx|[cm]?[jt]sx?)$/,
  exclude: /[\\/]node_modules[\\/]/,
  enforce: 'post',
  loader: fileURLToPath(new URL('./shared-router-imports-loader.js', import.meta.url)),
  options: { allowed: Object.keys(sharedRouter).sort() },
};

/**
 * The browser build: a federation container exposing `./routes`, loaded by the shell at runtime,
 * and `./parcel`, which embeds a page in other applications (its stylesheet comes in as text).
 */
export function remoteWebConfig(
  section: string,
  remoteDir: string,
  outDir: string,
  cache?: BuildCache,
  mode: BuildMode = 'production',
): RspackOptions {
  const dev = mode === 'development';
  // The dev server rebuilds in memory: names without content hashes keep the manifest the same
  // bytes from one rebuild to the next.
  const hashed = dev ? '' : '.[contenthash:10]';
  const generated = dev ? DEV_GENERATED_DIR : '.generated';
  return {
    ...cacheOptions(cache),
    name: `${section}-web`,
    mode,
    target: 'web',
    context: remoteDir,
    entry: {},
    devtool: dev ? 'cheap-module-source-map' : false,
    // Module Federation's manifest plugin warns through this logger that publicPath 'auto' is
    // resolved at run time, which is the design here; errors still print.
    infrastructureLogging: { level: 'error' },
    output: {
      path: outDir,
      publicPath: 'auto',
      uniqueName: containerName(section),
      filename: `[name]${hashed}.js`,
      // Chunks live in a folder named by a hash of the whole build, so a plain id is immutable too;
      // a content hash in the name would put a map of every chunk (every page) in remoteEntry.
      chunkFilename: '[id].js',
      assetModuleFilename: 'assets/[contenthash:10][ext]',
      // A chunk that never answers fails after the shell's first-byte bound (its LoadBounds), not
      // the default 120 s; its stalled script is dropped, so a later try asks afresh.
      chunkLoadTimeout: 8_000,
      clean: false, // the Node build writes into ssr/ beside it; the caller empties the folder
    },
    resolve,
    module: {
      rules: [
        ...moduleRules('web', mode, [mdxRule('web', mode)]),
        sharedRouterImports,
        { resourceQuery: /raw/, type: 'asset/source' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: containerName(section),
        filename: `remoteEntry${hashed}.js`,
        exposes: { './routes': `./${generated}/routes.js`, './parcel': `./${generated}/parcel.js` },
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: { asyncStartup: true },
        // The dev server does its own reloading; the plugin's would reload whole pages.
        ...(dev ? { dev: false } : {}),
      }),
      // The container runs whole when it arrives (federation runtime included): compiled while it
      // streams, its evaluation took 6-9 ms of main-thread CPU less (under 4 ms left), a task
      // Lighthouse had counted as long now and then.
      ...(dev ? [] : [compileHintPlugin(/^remoteEntry\./)]),
    ],
    performance: false,
    optimization: dev ? {} : { moduleIds: 'deterministic', chunkIds: 'deterministic' },
  };
}

/** The Node build of the same route modules, for prerendering; React stays external. */
export function remoteSsrConfig(section: string, remoteDir: string, outDir: string, cache?: BuildCache): RspackOptions {
  return {
    ...cacheOptions(cache),
    name: `${section}-ssr`,
    mode: 'production',
    target: 'node20',
    context: remoteDir,
    entry: { index: './.generated/routes.js' },
    devtool: false,
    output: {
      path: join(outDir, 'ssr'),
      filename: '[name].mjs',
      chunkFilename: '[contenthash:10].mjs',
      assetModuleFilename: '../assets/[contenthash:10][ext]',
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      library: { type: 'module' },
      // One file: prerendering imports every page, and Node loads one module far faster than
      // 1,400 (a second of every release at 2,000 pages). Browsers keep one chunk per page.
      asyncChunks: false,
      clean: true,
    },
    externals: SSR_EXTERNALS,
    externalsType: 'module-import',
    resolve,
    module: { rules: moduleRules('node', 'production', [mdxRule('node')]) },
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: false,
  };
}
