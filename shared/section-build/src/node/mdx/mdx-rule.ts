import { fileURLToPath } from 'node:url';
import type { RuleSetRule } from '@rspack/core';
import { swcLoader, type BuildMode } from '@roo-docs/build-kit';
import { mdxPackages } from './packages.ts';
import { mdxCompileOptions } from './pipeline.ts';

const MDX_LOADER = fileURLToPath(new URL('./mdx-loader.js', import.meta.url));

/**
 * A section's pages: the site's MDX pipeline first (mdx-loader.js, once its packages are loaded),
 * then swc as for the rest of its code. Loaders run last to first.
 */
export function mdxRule(target: 'web' | 'node', mode: BuildMode = 'production'): RuleSetRule {
  return {
    test: /\.mdx$/,
    use: [
      swcLoader(target, false, mode),
      { loader: MDX_LOADER, options: { packages: mdxPackages, compileOptions: mdxCompileOptions(mode) } },
    ],
  };
}
