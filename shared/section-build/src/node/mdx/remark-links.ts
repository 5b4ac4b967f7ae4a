import { visit } from 'unist-util-visit';
import type { Root, Link } from 'mdast';
import type { VFile } from 'vfile';
import type { JsxNode } from './jsx-node.ts';

/** A link of a page, where it starts: the `[` of a Markdown link, the `<` of a tag. */
export interface PageLink {
  url: string;
  line: number | undefined;
  column?: number;
}

const startOf = (node: { position?: { start: { line: number; column: number } } }) => ({
  line: node.position?.start.line,
  column: node.position?.start.column,
});

/**
 * Collects every link target of the page so the build can check internal links and anchors:
 * Markdown links, block `<a href>` and React Router's `<Link to>` wherever it stands.
 */
export function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const links: PageLink[] = [];
    visit(tree, 'link', (node: Link) => {
      links.push({ url: node.url, ...startOf(node) });
    });
    visit(
      tree,
      (node) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement',
      (node) => {
        const jsx = node as unknown as JsxNode;
        const attribute = jsx.name === 'Link' ? 'to' : jsx.name === 'a' && jsx.type === 'mdxJsxFlowElement' ? 'href' : null;
        if (!attribute) return;
        const url = jsx.attributes.find((a) => a.name === attribute)?.value;
        if (typeof url === 'string') links.push({ url, ...startOf(jsx) });
      },
    );
    file.data.links = links;
  };
}
