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
