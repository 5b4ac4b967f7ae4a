import type { PluggableList, Plugin, Processor } from 'unified';
import { loadedMdxPackages, type MdxPackages } from './packages.ts';
import { remarkHeadings } from './remark-headings.ts';
import { remarkAdmonitions } from './remark-admonitions.ts';
import { remarkDocsMcp } from './remark-docs-mcp.ts';
import { remarkCollectLinks } from './remark-links.ts';
import { remarkImages } from './remark-images.ts';
import { remarkModelTables } from './remark-model-tables.ts';
import { remarkScreenshots } from './remark-screenshots.ts';
import { remarkToolCatalogue } from './remark-tool-catalogue.ts';
import { remarkTabs } from './remark-tabs.ts';
import { shikiOptions } from './shiki-options.ts';
import { rehypeKnownLanguages } from './rehype-known-languages.ts';
import type { BuildMode } from '@roo-docs/build-kit';

/** The import the compiled MDX asks for its default components (the kit, bundled into each remote). */
export const MDX_PROVIDER = '@roo-docs/mdx-kit/provider';

/**
 * A plugin from a package, which unified attaches (synchronously) when a processor is first used:
 * the package is loaded by then (`mdxPackages()`, awaited by every reader and the bundler's rule).
 */
function fromPackage(pick: (packages: MdxPackages) => unknown): Plugin<unknown[]> {
  return function attach(this: Processor, ...options: unknown[]) {
    return (pick(loadedMdxPackages()) as (...args: unknown[]) => unknown).apply(this, options);
  } as Plugin<unknown[]>;
}

const remarkFrontmatter = fromPackage((p) => p.remarkFrontmatter);
const remarkMdxFrontmatter = fromPackage((p) => p.remarkMdxFrontmatter);
const remarkGfm = fromPackage((p) => p.remarkGfm);
const remarkDirective = fromPackage((p) => p.remarkDirective);
const rehypeShiki = fromPackage((p) => p.rehypeShiki);

/** Remark plugins shared by the metadata pass and the compile. */
export function remarkPlugins(exportToc: boolean): PluggableList {
  return [
    remarkFrontmatter,
    [remarkMdxFrontmatter, { name: 'frontmatter' }],
    remarkGfm,
    remarkDirective,
    remarkAdmonitions,
    [remarkHeadings, { exportToc }],
    remarkTabs,
    remarkCollectLinks,
    remarkImages,
    remarkModelTables,
    remarkScreenshots,
    remarkToolCatalogue,
    remarkDocsMcp,
  ];
}

/**
 * The highlighting step. A build loads every grammar once; the dev server loads each page's own
 * when the page first compiles (all of them took about 0.45 s of its start), and highlights the
 * same languages a build does.
 */
function highlighting(mode: BuildMode): PluggableList {
  if (mode === 'production') return [[rehypeShiki, shikiOptions]];
  return [rehypeKnownLanguages, [rehypeShiki, { ...shikiOptions, langs: [], lazy: true }]];
}

/**
 * Options for the `@mdx-js/mdx` compile (mdx-loader.js, `compile`): the whole site's MDX dialect. Its plugins
 * from packages need `await mdxPackages()` before the first compile (the MDX rule does this).
 */
export function mdxCompileOptions(mode: BuildMode = 'production') {
  return {
    remarkPlugins: remarkPlugins(true),
    rehypePlugins: highlighting(mode),
    providerImportSource: MDX_PROVIDER,
    jsxImportSource: 'react',
  };
}
