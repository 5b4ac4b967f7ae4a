import { visit } from 'unist-util-visit';
import type { Root, Link } from 'mdast';
import type { VFile } from 'vfile';

interface JsxElement {
  type: string;
  name: string | null;
  attributes: { name: string; value: unknown }[];
  position?: { start: { line: number } };
}

/**
 * Collects every link target of the page so the build can check internal links and anchors:
 * Markdown links, block `<a href>` and React Router's `<Link to>` wherever it stands.
 */
export function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const links: { url: string; line: number | undefined }[] = [];
    visit(tree, 'link', (node: Link) => {
      links.push({ url: node.url, line: node.position?.start.line });
    });
    visit(
      tree,
      (node) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement',
      (node) => {
        const jsx = node as unknown as JsxElement;
        const attribute = jsx.name === 'Link' ? 'to' : jsx.name === 'a' && jsx.type === 'mdxJsxFlowElement' ? 'href' : null;
        if (!attribute) return;
        const url = jsx.attributes.find((a) => a.name === attribute)?.value;
        if (typeof url === 'string') links.push({ url, line: jsx.position?.start.line });
      },
    );
    file.data.links = links;
  };
}
