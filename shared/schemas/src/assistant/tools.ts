import { z } from 'zod';

/** Groups a mode grants tools by; a mode lists the groups it may use. */
export const TOOL_GROUPS = ['read', 'edit', 'browser', 'command', 'mcp', 'modes'] as const;
export const toolGroupSchema = z.enum(TOOL_GROUPS);
export type ToolGroup = z.infer<typeof toolGroupSchema>;

// The spec lists 17 of 21 tools. The other four (list_code_definition_names, access_mcp_resource,
// fetch_instructions, run_slash_command) come from RooCodeInc/Roo-Code
// packages/types/src/tool.ts (toolNames) of the 3.28 line.
export const TOOL_NAMES = [
  'execute_command',
  'read_file',
  'write_to_file',
  'apply_diff',
  'insert_content',
  'search_and_replace',
  'search_files',
  'list_files',
  'list_code_definition_names',
  'browser_action',
  'use_mcp_tool',
  'access_mcp_resource',
  'ask_followup_question',
  'attempt_completion',
  'switch_mode',
  'new_task',
  'fetch_instructions',
  'codebase_search',
  'update_todo_list',
  'run_slash_command',
  'generate_image',
] as const;
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
