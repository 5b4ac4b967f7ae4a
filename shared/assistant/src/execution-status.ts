import { z } from 'zod';

// Shapes of RooCodeInc/Roo-Code packages/types/src/mcp.ts (McpExecutionStatus) and
// terminal.ts (CommandExecutionStatus).

/** Progress of one MCP tool call. */
export const toolExecutionStatusSchema = z.discriminatedUnion('status', [
  z.object({
    /** Id of this call. */
    executionId: z.string(),
    status: z.literal('started'),
    /** MCP server that runs the tool. */
    serverName: z.string(),
    /** Tool being called. */
    toolName: z.string(),
  }),
  /** A chunk of the tool's response. */
  z.object({ executionId: z.string(), status: z.literal('output'), response: z.string() }),
  /** The call ended; `response` is the whole answer when known. */
  z.object({ executionId: z.string(), status: z.literal('completed'), response: z.string().optional() }),
  /** The call failed, with the error text when there is one. */
  z.object({ executionId: z.string(), status: z.literal('error'), error: z.string().optional() }),
]);
export type ToolExecutionStatus = z.infer<typeof toolExecutionStatusSchema>;

/** Progress of one terminal command. */
export const commandExecutionStatusSchema = z.discriminatedUnion('status', [
  z.object({
    /** Id of this run. */
    executionId: z.string(),
    status: z.literal('started'),
    /** Process id, when the shell reports it. */
    pid: z.number().optional(),
    /** The command line. */
    command: z.string(),
  }),
  /** Output so far. */
  z.object({ executionId: z.string(), status: z.literal('output'), output: z.string() }),
  /** The command ended, with its exit code when known. */
  z.object({ executionId: z.string(), status: z.literal('exited'), exitCode: z.number().optional() }),
  /** Shell integration was unavailable, so the command ran without output capture. */
  z.object({ executionId: z.string(), status: z.literal('fallback') }),
  /** The command ran past its timeout and was stopped. */
  z.object({ executionId: z.string(), status: z.literal('timeout') }),
]);
export type CommandExecutionStatus = z.infer<typeof commandExecutionStatusSchema>;
