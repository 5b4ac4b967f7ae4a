import type { VFile } from 'vfile';
import type { JsxNode } from './jsx-node.ts';

type Parent = { children: unknown[] };

/**
 * Puts a fenced code block where a component stood, so a block the build writes from data is
 * highlighted by Shiki, copied by the copy button and kept in the Markdown twin like one typed on
 * the page. Only a component on its own line can become a block: inside a sentence it fails.
 */
export function replaceWithCode(
  node: JsxNode,
  parent: Parent,
  file: VFile,
  code: { lang: string; title: string; value: string },
): void {
  if (node.type !== 'mdxJsxFlowElement')
    file.fail(`<${node.name}/> must stand on its own line (it becomes a code block)`, node.position as never);
  parent.children[parent.children.indexOf(node)] = {
    type: 'code',
    lang: code.lang,
    meta: `title="${code.title.replace(/"/g, "'")}"`,
    value: code.value,
    position: node.position,
  };
}
