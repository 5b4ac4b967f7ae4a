import type { VFile } from 'vfile';

/** An MDX JSX element as the remark plugins here read and change it. */
export type JsxAttribute = { type: string; name?: string; value?: unknown };
export type JsxNode = {
  type: string;
  name?: string | null;
  attributes: JsxAttribute[];
  position?: { start: { line: number; column: number } };
};

/** Sets `name={…}` on `node` to an expression the build computed, replacing any `name` it had. */
export function setExpressionAttribute(node: JsxNode, name: string, expression: unknown): void {
  node.attributes = node.attributes.filter((a) => a.name !== name);
  node.attributes.push({
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: '',
      data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
    },
  });
}

/** A `name="…"` attribute's text; an expression (`name={…}`) fails the build at the tag. */
export function literalAttribute(node: JsxNode, name: string, file: VFile): string | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (attr === undefined) return undefined;
  if (typeof attr.value !== 'string') file.fail(`<${node.name}> needs a literal ${name}="…" attribute`, node.position as never);
  return attr.value as string;
}
