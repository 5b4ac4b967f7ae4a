import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import rehypeShiki from '@shikijs/rehype';
import type { PluggableList } from 'unified';
import { remarkHeadings } from './remark-headings.ts';
import { remarkAdmonitions } from './remark-admonitions.ts';
import { remarkCollectLinks } from './remark-links.ts';
import { remarkImages } from './remark-images.ts';
import { remarkModelTables } from './remark-model-tables.ts';
import { remarkScreenshots } from './remark-screenshots.ts';
import { remarkToolCatalogue } from './remark-tool-catalogue.ts';
import { shikiOptions } from './shiki-options.ts';

/** The import the compiled MDX asks for its default components (the kit, bundled into each remote). */
export const MDX_PROVIDER = '@roo-docs/mdx-kit/provider';

/** Remark plugins shared by the metadata pass and the compile. */
export function remarkPlugins(exportToc: boolean): PluggableList {
  return [
    remarkFrontmatter,
    [remarkMdxFrontmatter, { name: 'frontmatter' }],
    remarkGfm,
    remarkDirective,
    remarkAdmonitions,
    [remarkHeadings, { exportToc }],
    remarkCollectLinks,
    remarkImages,
    remarkModelTables,
    remarkScreenshots,
    remarkToolCatalogue,
  ];
}

/** Options for `@mdx-js/loader` / `@mdx-js/mdx` compile: the whole site's MDX dialect. */
export function mdxCompileOptions() {
  return {
    remarkPlugins: remarkPlugins(true),
    rehypePlugins: [[rehypeShiki, shikiOptions]] as PluggableList,
    providerImportSource: MDX_PROVIDER,
    jsxImportSource: 'react',
  };
}
