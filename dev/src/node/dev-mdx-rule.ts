import { fileURLToPath } from 'node:url';
import type { RuleSetRule } from '@rspack/core';
import { MODEL_CATALOGUE_DIR, TOOL_CATALOGUE_DIR } from '@roo-docs/assistant-schemas/node';
import { mdxPackages } from '@roo-docs/section-build';

const LOADER = fileURLToPath(new URL('./dev-mdx-loader.js', import.meta.url));

/** The dev server's step before each page's MDX compile (dev-mdx-loader.js says what it does). */
export function devMdxRule(): RuleSetRule {
  return {
    test: /\.mdx$/,
    enforce: 'pre',
    loader: LOADER,
    options: { catalogueDir: MODEL_CATALOGUE_DIR, toolCatalogueDir: TOOL_CATALOGUE_DIR, packages: mdxPackages },
  };
}
