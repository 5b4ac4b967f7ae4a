/** An MDX ESM node (import/export) carrying an already-built estree statement. */
export function esmNode(statement: Record<string, unknown>) {
  return {
    type: 'mdxjsEsm' as const,
    value: '',
    data: { estree: { type: 'Program', sourceType: 'module', body: [statement] } },
  };
}
