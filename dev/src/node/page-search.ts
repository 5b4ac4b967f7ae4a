import type { Nodes, Root, RootContent } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { remarkPlugins, type PageSection } from '@roo-docs/remote-build';

/** What a reader does not search: code blocks (as the build leaves out `<pre>`), frontmatter, imports, expressions. */
const UNSEARCHED = new Set(['code', 'yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
/** Nodes whose children run on in one line of text; the children of any other node are separate words. */
const PHRASING = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'tableCell', 'mdxJsxTextElement']);

function textOf(node: Nodes): string {
  if (UNSEARCHED.has(node.type)) return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (!('children' in node)) return '';
  return (node.children as Nodes[]).map(textOf).join(PHRASING.has(node.type) ? '' : ' ');
}

type HeadingData = { hProperties?: { id?: unknown } };

/**
 * A page's searchable sections from its MDX, cut at each h2/h3 as the build cuts the rendered
 * page, with the same anchors (the site's heading plugin gives them). The dev server renders no
 * HTML: what components print (a table, a fact's sentence) is not in these, their children are.
 */
export async function pageSearchSections(text: string, title: string, path = 'page.mdx'): Promise<PageSection[]> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins(false));
  const file = new VFile({ path, value: text });
  let tree: Root;
  try {
    tree = (await processor.run(processor.parse(file), file)) as Root;
  } catch {
    return [{ anchor: '', title, parents: [], text: '' }]; // the overlay says why; the title stays findable
  }
  const sections: PageSection[] = [{ anchor: '', title, parents: [], text: '' }];
  let h2 = '';
  const parts: string[][] = [[]];
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      const id = (node.data as HeadingData | undefined)?.hProperties?.id;
      const heading = textOf(node).trim();
      if (typeof id === 'string') {
        if (node.depth === 2) h2 = heading;
        sections.push({ anchor: id, title: heading, parents: node.depth === 3 && h2 ? [h2] : [], text: '' });
        parts.push([]);
        continue;
      }
    }
    parts[parts.length - 1]!.push(textOf(node));
  }
  return sections.map((s, i) => ({ ...s, text: parts[i]!.join(' ').replace(/\s+/g, ' ').trim() }));
}
