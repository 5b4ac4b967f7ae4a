import { builtinModules } from 'node:module';
import { rspack, type RspackOptions } from '@rspack/core';
import { moduleRules } from '@roo-docs/build-kit';

/** The bundle's one file, inside the publish folder. */
export const BUNDLE_FILE = 'roo-docs-mcp.mjs';

const BUILTINS = new Set(builtinModules);

/**
 * Node's built-ins stay imports, always under their `node:` name (a dependency may write `fs` or
 * `node:fs`): the bundle then needs nothing but Node itself, and a check can tell so by reading it.
 * Everything else, the SDK, zod, minisearch, yaml and the workspace packages, is bundled.
 */
function nodeBuiltins(data: { request?: string }, callback: (error?: Error, result?: string) => void) {
  const request = data.request ?? '';
  const name = request.startsWith('node:') ? request.slice(5) : request;
  if (BUILTINS.has(name) || BUILTINS.has(name.split('/')[0]!)) return callback(undefined, `module-import node:${name}`);
  callback();
}

/** One self-contained ESM file for Node 20 or newer, starting the command when run. */
export function bundleConfig(mcpDir: string, outDir: string): RspackOptions {
  return {
    name: 'mcp-bundle',
    mode: 'production',
    target: 'node20',
    context: mcpDir,
    entry: { main: './src/node/run.ts' },
    devtool: false,
    output: {
      path: outDir,
      filename: BUNDLE_FILE,
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      clean: false,
    },
    externals: [nodeBuiltins],
    externalsType: 'module-import',
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: moduleRules('node') },
    plugins: [
      // A lazy import inside a dependency must not become a second file the package would have to ship.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.BannerPlugin({ banner: '#!/usr/bin/env node', raw: true, entryOnly: true }),
    ],
    // Minified: a third of the unminified size for every reader whose npx downloads it, and faster to parse.
    optimization: { minimize: true, splitChunks: false },
    performance: false,
  };
}
