// @ts-check
// Shared through the global registry, not the module: the dev server's code runs from its bundle
// (or through jiti) and the bundler loads its loaders itself, which gives each its own copy of
// this module.
const KEY = Symbol.for('roo-docs.dev.last-good-pages');

/**
 * Pages the dev server read, by absolute path: the last text of the page that worked and, while
 * the saved text is broken (does not compile, or names an unknown component or fact), that text,
 * for which the bundler gets the good one.
 * @type {Map<string, { failing?: string; good: string }>}
 */
export const lastGoodPages =
  /** @type {any} */ (globalThis)[KEY] ?? /** @type {any} */ (/** @type {any} */ (globalThis)[KEY] = new Map());
