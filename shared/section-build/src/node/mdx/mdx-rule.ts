import type { RuleSetRule } from '@rspack/core';
import { swcLoader, type BuildMode } from '@roo-docs/build-kit';
import { mdxCompileOptions } from './pipeline.ts';

/** A section's pages: the site's MDX pipeline first, then swc as for the rest of its code. */
export function mdxRule(target: 'web' | 'node', mode: BuildMode = 'production'): RuleSetRule {
  return { test: /\.mdx$/, use: [swcLoader(target, false, mode), { loader: '@mdx-js/loader', options: mdxCompileOptions() }] };
}
