import { fileURLToPath } from 'node:url';
import type { RuleSetRule } from '@rspack/core';
import { mdxCompileOptions } from './mdx/pipeline.ts';
import { BROWSER_TARGETS } from './federation.ts';

/** How a browser build compiles: `development` adds React Refresh's registrations (the dev server). */
export type BuildMode = 'production' | 'development';

function swc(target: 'web' | 'node', tsx: boolean, mode: BuildMode) {
  const development = mode === 'development';
  return {
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development, refresh: development } },
      },
      env: target === 'web' ? { targets: BROWSER_TARGETS } : { targets: 'node 20' },
    },
  };
}

/** Lets a browser build drop what it does not use of react-router (the loader says why). */
const treeShakableRouter: RuleSetRule = {
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/,
  loader: fileURLToPath(new URL('./tree-shakable-router-loader.js', import.meta.url)),
};

/** TypeScript, TSX and MDX rules shared by the shell and every remote (MDX first, then swc). */
export function moduleRules(target: 'web' | 'node', mode: BuildMode = 'production'): RuleSetRule[] {
  return [
    ...(target === 'web' ? [treeShakableRouter] : []),
    { test: /\.tsx?$/, exclude: /node_modules/, use: [swc(target, true, mode)] },
    { test: /\.mdx$/, use: [swc(target, false, mode), { loader: '@mdx-js/loader', options: mdxCompileOptions() }] },
    {
      // Content-addressed and shared by every section: `/_assets/<hash>.<ext>` is the same URL in
      // the browser and in prerendered HTML, whatever build it came from. Only the web build writes it.
      test: /\.(png|jpe?g|gif|svg|webp|avif)$/i,
      type: 'asset/resource',
      generator: { filename: '_assets/[contenthash:16][ext]', publicPath: '/', emit: target === 'web' },
    },
  ];
}
