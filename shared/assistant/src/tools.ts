import { z } from 'zod';
import { TOOL_GROUPS, TOOL_NAMES } from './tool-catalogue/names.ts';

// The lists themselves live in the zod-free tool catalogue, which section bundles render.
export { TOOL_GROUPS, TOOL_NAMES };
export * from './tool-catalogue.ts';

/** Groups a mode grants tools by; a mode lists the groups it may use. */
export const toolGroupSchema = z.enum(TOOL_GROUPS);
export type ToolGroup = z.infer<typeof toolGroupSchema>;

/** Every tool of Roo Code 3.28.17 (packages/types/src/tool.ts, toolNames). */
export const toolNameSchema = z.enum(TOOL_NAMES);
export type ToolName = z.infer<typeof toolNameSchema>;

/** Per tool: how often a task tried it and how often that failed. */
export const toolUsageSchema = z.partialRecord(
  toolNameSchema,
  z.object({
    /** Calls the model made to the tool. */
    attempts: z.number(),
    /** Calls that ended in an error. */
    failures: z.number(),
  }),
);
export type ToolUsage = z.infer<typeof toolUsageSchema>;
