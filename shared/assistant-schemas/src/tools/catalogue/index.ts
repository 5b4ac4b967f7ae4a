// The assistant's tools as plain typed data (no zod, so section bundles can render it).
// `@roo-docs/assistant-schemas` holds the zod schema that checks it; its unit test runs the check.
import { editTools } from './edit-tools.ts';
import { externalTools } from './external-tools.ts';
import { readTools } from './read-tools.ts';
import type { ToolEntry } from './types.ts';
import { workflowTools } from './workflow-tools.ts';

export * from './names.ts';
export * from './types.ts';
export { groupMatrix, type GroupMatrixRow, type ModeAccess } from './matrix.ts';
export * from './page-data.ts';

/** Every tool of Roo Code 3.28.17, grouped as the docs list them. */
export const TOOL_CATALOGUE: readonly ToolEntry[] = [...readTools, ...editTools, ...externalTools, ...workflowTools];

/** The entry of one tool, or undefined for a name that is not a tool. */
export function toolEntry(name: string): ToolEntry | undefined {
  return TOOL_CATALOGUE.find((t) => t.name === name);
}
