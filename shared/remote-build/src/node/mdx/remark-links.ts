import { visit } from 'unist-util-visit';
import type { Root, Link } from 'mdast';
import type { VFile } from 'vfile';

/** Collects every link target of the page so the build can check internal links and anchors. */
export function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const links: { url: string; line: number | undefined }[] = [];
    visit(tree, 'link', (node: Link) => {
      links.push({ url: node.url, line: node.position?.start.line });
    });
    visit(tree, 'mdxJsxFlowElement', (node) => {
      const jsx = node as unknown as {
        name: string;
        attributes: { name: string; value: unknown }[];
        position?: { start: { line: number } };
      };
      if (jsx.name !== 'a') return;
      const href = jsx.attributes.find((a) => a.name === 'href')?.value;
      if (typeof href === 'string') links.push({ url: href, line: jsx.position?.start.line });
    });
    file.data.links = links;
  };
}
