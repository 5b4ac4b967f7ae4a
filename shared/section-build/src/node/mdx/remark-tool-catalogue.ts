import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import type { ToolEntry } from '@roo-docs/assistant-schemas/tools';
import { replaceWithCode } from './code-node.ts';
import { literalAttribute, setExpressionAttribute, type JsxNode } from './jsx-node.ts';
import { jsonToEstree } from './remark-model-tables.ts';
import { toolCatalogue } from './tool-catalogue-source.ts';

type Parent = { children: unknown[] };

const COMPONENTS = new Set(['ToolParams', 'ToolFacts', 'ToolAvailability', 'ToolExample', 'ToolGroupMatrix']);

function toolOf(node: JsxNode, file: VFile): ToolEntry {
  const name = literalAttribute(node, 'tool', file);
  const tool = name === undefined ? undefined : toolCatalogue().toolEntry(name);
  if (!tool) {
    file.fail(
      `<${node.name} tool="${name}"/>: no such tool in shared/assistant-schemas/src/tools/catalogue/ (fix the page or the catalogue)`,
      node.position as never,
    );
  }
  return tool!;
}

function setData(node: JsxNode, name: string, value: unknown) {
  setExpressionAttribute(node, name, jsonToEstree(value));
}

/** Runs a catalogue lookup, turning its error into a build failure at the component's line. */
function at<T>(node: JsxNode, file: VFile, lookup: () => T): T {
  try {
    return lookup();
  } catch (error) {
    return file.fail(`<${node.name}>: ${(error as Error).message}`, node.position as never);
  }
}

/**
 * The tool components get their data from the tool catalogue while the page compiles, so only
 * what a page shows is in its bundle: `<ToolParams tool form/>` a `parameters` literal,
 * `<ToolFacts tool/>` a `facts` literal, `<ToolAvailability tool/>` an `availability` literal,
 * `<ToolGroupMatrix/>` a `matrix` literal. `<ToolExample
 * tool form title/>` becomes a fenced `xml` block, highlighted by Shiki like any other. An
 * unknown tool or form fails the section's build at the component's line.
 */
export function remarkToolCatalogue() {
  return (tree: Root, file: VFile) => {
    const { groupMatrixData, toolAvailabilityData, toolEntry, toolExampleData, toolFactsData, toolParametersData } =
      toolCatalogue();
    const found: { node: JsxNode; parent: Parent }[] = [];
    visit(tree, (node, _index, parent) => {
      const n = node as unknown as JsxNode;
      if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && COMPONENTS.has(n.name ?? '') && parent) {
        found.push({ node: n, parent: parent as unknown as Parent });
      }
    });
    for (const { node, parent } of found) {
      if (node.name === 'ToolGroupMatrix') {
        setData(
          node,
          'matrix',
          groupMatrixData((name) => toolEntry(name)!.page),
        );
        continue;
      }
      const tool = toolOf(node, file);
      const form = literalAttribute(node, 'form', file);
      if (node.name === 'ToolParams')
        setData(
          node,
          'parameters',
          at(node, file, () => toolParametersData(tool, form)),
        );
      if (node.name === 'ToolFacts') setData(node, 'facts', toolFactsData(tool));
      if (node.name === 'ToolAvailability')
        setData(
          node,
          'availability',
          at(node, file, () => toolAvailabilityData(tool)),
        );
      if (node.name === 'ToolExample') {
        const title = literalAttribute(node, 'title', file) ?? `${tool.name} call`;
        const value = at(node, file, () => toolExampleData(tool, form));
        replaceWithCode(node, parent, file, { lang: 'xml', title, value });
      }
    }
  };
}
