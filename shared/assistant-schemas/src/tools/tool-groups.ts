import { z } from 'zod';
import { TOOL_GROUPS, TOOL_NAMES } from './catalogue/names.ts';

// The lists themselves live in the zod-free tool catalogue, which section bundles render.
export { TOOL_GROUPS, TOOL_NAMES };
export * from './catalogue-schema.ts';

/** Groups a mode grants tools by; a mode lists the groups it may use. */
export const toolGroupSchema = z.enum(TOOL_GROUPS);
export type ToolGroup = z.infer<typeof toolGroupSchema>;

/** Every tool of Roo Code 3.28.17 (packages/types/src/tool.ts, toolNames). */
export const toolNameSchema = z.enum(TOOL_NAMES);
export type ToolName = z.infer<typeof toolNameSchema>;
