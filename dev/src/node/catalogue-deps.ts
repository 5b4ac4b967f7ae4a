import { fileURLToPath } from 'node:url';
import type { RuleSetRule } from '@rspack/core';
import { MODEL_CATALOGUE_DIR } from '@roo-docs/assistant-schemas/node';

const LOADER = fileURLToPath(new URL('./catalogue-deps-loader.js', import.meta.url));

/** Runs before the MDX compile: a page showing a provider's models is rebuilt when that catalogue file changes. */
export function catalogueDependencyRule(): RuleSetRule {
  return { test: /\.mdx$/, enforce: 'pre', loader: LOADER, options: { catalogueDir: MODEL_CATALOGUE_DIR } };
}
