import { fileURLToPath } from 'node:url';
import type { RuleSetRule } from '@rspack/core';
import { swcLoader, type BuildMode } from '@roo-docs/build-kit';
import { mdxPackages } from './packages.ts';
import { mdxCompileOptions } from './pipeline.ts';

const PACKAGES_READY = fileURLToPath(new URL('./packages-ready-loader.js', import.meta.url));

/**
 * A section's pages: the site's MDX pipeline first (once its packages are loaded), then swc as for
 * the rest of its code. Loaders run last to first.
 */
export function mdxRule(target: 'web' | 'node', mode: BuildMode = 'production'): RuleSetRule {
  return {
    test: /\.mdx$/,
    use: [
      swcLoader(target, false, mode),
      { loader: '@mdx-js/loader', options: mdxCompileOptions(mode) },
      { loader: PACKAGES_READY, options: { ready: mdxPackages } },
    ],
  };
}
