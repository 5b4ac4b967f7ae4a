import { readFile } from 'node:fs/promises';
import { visit, SKIP } from 'unist-util-visit';
import type { Root } from 'mdast';
import { mdxPackages } from './packages.ts';

/**
 * Words a reader reads as prose: paragraphs and list items, including admonitions; not headings,
 * code blocks, tables, frontmatter or component markup. Used to catch thin pages.
 */
export async function proseWordCount(file: string): Promise<number> {
  const { unified, remarkParse, remarkFrontmatter, remarkMdx, remarkGfm, remarkDirective } = await mdxPackages();
  const tree = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .parse(await readFile(file, 'utf8')) as Root;
  let words = 0;
  visit(tree, (node) => {
    if (['heading', 'code', 'table', 'yaml', 'mdxjsEsm', 'mdxFlowExpression', 'html'].includes(node.type)) return SKIP;
    if (node.type === 'text' || node.type === 'inlineCode') {
      words += (node as { value: string }).value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    }
    return undefined;
  });
  return words;
}
