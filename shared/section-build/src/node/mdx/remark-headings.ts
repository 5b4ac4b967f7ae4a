import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { Root, Heading as MdHeading } from 'mdast';
import type { VFile } from 'vfile';
import type { Heading } from '@roo-docs/schemas';
import { esmNode } from './esm-node.ts';
import type { PageLink } from './remark-links.ts';
import type { PageUse } from './remark-page-uses.ts';

/**
 * Gives every heading a GitHub-style anchor id and collects h2–h3 as the table of contents.
 * The same plugin runs in the metadata pass and in the compile, so ids and TOC always agree.
 * With `exportToc`, the compiled module also exports `toc`.
 */
export function remarkHeadings(options: { exportToc?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: Heading[] = [];
    visit(tree, 'heading', (node: MdHeading) => {
      if (node.depth === 1) {
        file.message('Use ## or deeper: the page title is the only h1', node.position);
      }
      const text = toString(node).trim();
      const id = slugger.slug(text);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      if (node.depth === 2 || node.depth === 3) toc.push({ depth: node.depth, id, text });
    });
    file.data.toc = toc;
    if (options.exportToc) {
      tree.children.unshift(
        esmNode({
          type: 'ExportNamedDeclaration',
          specifiers: [],
          declaration: {
            type: 'VariableDeclaration',
            kind: 'const',
            declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: valueToEstree(toc) }],
          },
        }) as never,
      );
    }
  };
}

declare module 'vfile' {
  interface DataMap {
    toc: Heading[];
    links: PageLink[];
    uses: PageUse[];
    frontmatter: Record<string, unknown>;
  }
}
