import { join } from 'node:path';
import { rspack, type RspackOptions } from '@rspack/core';
import { compileHintPlugin, moduleRules, SSR_EXTERNALS, type BuildMode } from '@roo-docs/build-kit';

const resolve = { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] };

/**
 * The browser build. The shell is a runtime-only federation host (see runtime/federation.ts): no
 * build-time plugin, no remotes, so its entry carries no federation runtime on the critical path.
 */
/** The late stylesheet entries, in the order the page inserts them. */
export const LATE_STYLE_ENTRIES = ['late-phone', 'late-navbar', 'late-footer'] as const;

export function shellWebConfig(shellDir: string, outDir: string, mode: BuildMode = 'production'): RspackOptions {
  const dev = mode === 'development';
  // The dev server serves from memory and replaces modules in place: no content hashes in names.
  const hashed = dev ? '' : '.[contenthash:10]';
  return {
    name: 'shell-web',
    mode,
    target: 'web',
    context: shellDir,
    // The late stylesheets, inserted one at a time once the page is interactive and the browser
    // idle (late-styles.ts), in LATE_STYLE_ENTRIES order: the icons' paint and the notice only
    // JavaScript ever shows.
    entry: {
      main: './src/runtime/main.ts',
      'late-phone': ['@roo-docs/chrome/icon-paint/phone.css', '@roo-docs/chrome/island-notice.css'],
      'late-navbar': '@roo-docs/chrome/icon-paint/navbar.css',
      'late-footer': '@roo-docs/chrome/icon-paint/footer.css',
    },
    devtool: dev ? 'cheap-module-source-map' : false,
    output: {
      path: join(outDir, 'web'),
      publicPath: 'auto',
      uniqueName: 'roo_shell',
      filename: `[name]${hashed}.js`,
      // The federation runtime's chunk is named, for its compile hint below.
      chunkFilename: dev
        ? '[id].js'
        : (data) => (data.chunk?.name === FEDERATION_CHUNK ? '[name].[contenthash:10].js' : '[contenthash:10].js'),
      cssFilename: `[name]${hashed}.css`,
      clean: true,
    },
    resolve,
    module: {
      rules: [
        ...moduleRules('web', mode),
        { test: /\.css$/, type: 'css' },
        // The icons' one sprite sits beside the stylesheets that paint with it: the browser parses
        // one SVG document for all of them, once it arrives, instead of one per icon in a style pass.
        {
          test: /icon-paint[\\/]icons\.svg$/,
          type: 'asset/resource',
          generator: { filename: `[name]${hashed}[ext]`, publicPath: '', emit: true },
        },
      ],
    },
    plugins: [
      // Analytics is configured at build time; without a key the site sends nothing anywhere.
      new rspack.DefinePlugin(buildConstants(dev)),
      // The federation runtime loads after the page is interactive and runs whole at once:
      // compiled while it streams, the chunk's evaluation and its module's first run no longer
      // give tasks that Lighthouse counted as long now and then (see bench/RESULTS.md).
      ...(dev ? [] : [compileHintPlugin(new RegExp(`^${FEDERATION_CHUNK}\\.`))]),
    ],
    experiments: { css: true },
    performance: false,
    optimization: {
      ...(dev ? {} : { moduleIds: 'deterministic', chunkIds: 'deterministic' }),
      // As by default, only chunks loaded on demand are split, except the search worker's: a
      // worker loads its chunks one after another (importScripts), which held up a reader's
      // first search by two round trips. Its modules shared with the in-page fallback are
      // copied into that fallback's chunk instead, which loads only where no worker runs.
      splitChunks: {
        chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== SEARCH_WORKER_CHUNK,
        cacheGroups: {
          [FEDERATION_CHUNK]: {
            test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
            name: FEDERATION_CHUNK,
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
  };
}

/** The search worker's chunk name, given where the shell starts it (runtime/search-service.ts). */
export const SEARCH_WORKER_CHUNK = 'search-worker';

/** The chunk of the federation runtime (`@module-federation/*`), loaded with a section's first page. */
const FEDERATION_CHUNK = 'federation';

/**
 * Constants both shell builds share, so the prerendered HTML and the hydrating browser agree:
 * the copyright year is the year the shell was built, not the reader's clock.
 */
function buildConstants(devServer = false) {
  return {
    // Listeners only `npm run dev` needs (a section's development build announcing replaced
    // pages): a constant, so every other build drops them.
    __DEV_SERVER__: JSON.stringify(devServer),
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
    // Analytics is configured at build time; without a key the site sends nothing anywhere. The
    // prerender needs it too: the page's script policy names PostHog's hosts only when it is on.
    __POSTHOG_KEY__: JSON.stringify(process.env.ROO_DOCS_POSTHOG_KEY ?? ''),
    __POSTHOG_HOST__: JSON.stringify(process.env.ROO_DOCS_POSTHOG_HOST ?? 'https://us.i.posthog.com'),
  };
}

/** The Node build used only to prerender pages; React comes from Node so sections share it. */
export function shellSsrConfig(shellDir: string, outDir: string): RspackOptions {
  return {
    name: 'shell-ssr',
    mode: 'production',
    target: 'node20',
    context: shellDir,
    entry: { index: './src/node/ssr-entry.tsx' },
    devtool: false,
    output: {
      path: join(outDir, 'ssr'),
      filename: '[name].mjs',
      chunkFilename: '[contenthash:10].mjs',
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      library: { type: 'module' },
      clean: true,
    },
    externals: [...SSR_EXTERNALS, /^node:/],
    externalsType: 'module-import',
    resolve,
    module: { rules: moduleRules('node') },
    plugins: [new rspack.DefinePlugin(buildConstants())],
    optimization: { minimize: false },
    performance: false,
  };
}
