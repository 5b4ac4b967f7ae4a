import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { readProviderCatalogue } from '@roo-docs/assistant-schemas/node';
import type { ProviderCatalogue } from '@roo-docs/assistant-schemas';
// The table's data types alone: the build inlines the data, the page renders it.
import type { ModelTableData, TableModel } from '@roo-docs/mdx-kit/model-table-data';
import { setExpressionAttribute, type JsxNode } from './jsx-node.ts';

// Only what the table shows goes into the page (descriptions and cache-point details stay out of the bundle).
const TABLE_FIELDS = [
  'contextWindow',
  'maxTokens',
  'supportsImages',
  'supportsPromptCache',
  'supportsReasoningBudget',
  'supportsReasoningEffort',
  'reasoningEffort',
  'supportsVerbosity',
  'inputPrice',
  'outputPrice',
  'cacheWritesPrice',
  'cacheReadsPrice',
  'tiers',
] as const;

/** The table's data for one provider, in the extension's order. */
export function modelTableData(catalogue: ProviderCatalogue): ModelTableData {
  const models = Object.entries(catalogue.models).map(([id, info]) => {
    const row: Record<string, unknown> = { id };
    for (const field of TABLE_FIELDS) if (info[field] !== undefined) row[field] = info[field];
    return row as unknown as TableModel;
  });
  return { provider: catalogue.provider, defaultModelId: catalogue.defaultModelId, models };
}

/** A JSON value as an estree expression, so the data is a literal in the compiled page. */
export function jsonToEstree(value: unknown): Record<string, unknown> {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(jsonToEstree) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([k, v]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Literal', value: k, raw: JSON.stringify(k) },
        value: jsonToEstree(v),
      })),
    };
  }
  if (typeof value === 'number' && value < 0) {
    return { type: 'UnaryExpression', operator: '-', prefix: true, argument: jsonToEstree(-value) };
  }
  return { type: 'Literal', value, raw: JSON.stringify(value) };
}

/**
 * `<ModelTable provider="bedrock"/>` gets that provider's rows as a `data` literal. The catalogue
 * file is validated here, in Node, so a broken entry fails the section's build with provider,
 * model and field named, and zod never reaches the browser.
 */
export function remarkModelTables() {
  return async (tree: Root, file: VFile) => {
    const tables: JsxNode[] = [];
    visit(tree, (node) => {
      const n = node as unknown as JsxNode;
      if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name === 'ModelTable') tables.push(n);
    });
    for (const node of tables) {
      const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'provider');
      if (typeof attr?.value !== 'string') {
        file.fail('<ModelTable> needs a literal provider="…" attribute', node.position as never);
      }
      let catalogue: ProviderCatalogue;
      try {
        catalogue = await readProviderCatalogue(attr!.value as string);
      } catch (error) {
        file.fail((error as Error).message, node.position as never);
      }
      setExpressionAttribute(node, 'data', jsonToEstree(modelTableData(catalogue!)));
    }
  };
}
