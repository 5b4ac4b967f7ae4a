import { fileURLToPath } from 'node:url';
import type { RuleSetRule } from '@rspack/core';
import { BROWSER_TARGETS } from './targets.ts';

/** How a browser build compiles: `development` adds React Refresh's registrations (the dev server). */
export type BuildMode = 'production' | 'development';

/** swc as every build runs it: TypeScript (TSX when `tsx`) with React's automatic runtime, for the target's engines. */
export function swcLoader(target: 'web' | 'node', tsx: boolean, mode: BuildMode) {
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

/**
 * Lets a browser build drop what it does not use of react-router (the loader says why); a
 * production build also drops its console warnings, which only flag a misuse a writer meets in
 * the dev server.
 */
const treeShakableRouter = (mode: BuildMode): RuleSetRule => ({
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/,
  loader: fileURLToPath(new URL('./tree-shakable-router-loader.js', import.meta.url)),
  options: { warnings: mode === 'development' },
});

/**
 * TypeScript, TSX and image rules shared by the shell and every remote. `sourceRules` are a build's
 * own kinds of source (a section's MDX), placed after the TypeScript rule.
 */
export function moduleRules(
  target: 'web' | 'node',
  mode: BuildMode = 'production',
  sourceRules: RuleSetRule[] = [],
): RuleSetRule[] {
  return [
    ...(target === 'web' ? [treeShakableRouter(mode)] : []),
    { test: /\.tsx?$/, exclude: /node_modules/, use: [swcLoader(target, true, mode)] },
    ...sourceRules,
    {
      // Content-addressed and shared by every section: `/_assets/<hash>.<ext>` is the same URL in
      // the browser and in prerendered HTML, whatever build it came from. Only the web build writes it.
      test: /\.(png|jpe?g|gif|svg|webp|avif)$/i,
      type: 'asset/resource',
      generator: { filename: '_assets/[contenthash:16][ext]', publicPath: '/', emit: target === 'web' },
    },
  ];
}
