import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { docsMcpSettingsText } from '@roo-docs/schemas/contract';
import { replaceWithCode } from './code-node.ts';
import { literalAttribute, type JsxNode } from './jsx-node.ts';

type Parent = { children: unknown[] };

const TRANSPORTS = ['stdio', 'http'] as const;
type Transport = (typeof TRANSPORTS)[number];

/**
 * `<DocsMcpSettings transport="stdio|http" title="…"/>` becomes the JSON block a reader pastes
 * into Roo Code's MCP settings, written by the contract (`docsMcpSettingsText`) that the page
 * actions copy and the server answers to, so the page cannot show an entry that drifted from
 * them. Any other transport fails the build at the component's line.
 */
export function remarkDocsMcp() {
  return (tree: Root, file: VFile) => {
    const found: { node: JsxNode; parent: Parent }[] = [];
    visit(tree, (node, _index, parent) => {
      const n = node as unknown as JsxNode;
      if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name === 'DocsMcpSettings' && parent)
        found.push({ node: n, parent: parent as unknown as Parent });
    });
    for (const { node, parent } of found) {
      const transport = literalAttribute(node, 'transport', file) ?? 'stdio';
      if (!(TRANSPORTS as readonly string[]).includes(transport))
        file.fail(
          `<DocsMcpSettings transport="${transport}"/>: the transport is ${TRANSPORTS.map((t) => `"${t}"`).join(' or ')}`,
          node.position as never,
        );
      const title = literalAttribute(node, 'title', file) ?? 'mcp_settings.json';
      replaceWithCode(node, parent, file, { lang: 'json', title, value: docsMcpSettingsText(transport as Transport).trimEnd() });
    }
  };
}
