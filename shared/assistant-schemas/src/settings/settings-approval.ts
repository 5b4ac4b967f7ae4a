import { z } from 'zod';

/** Auto-approval switches and the limits around running commands (part of the global settings). */
export const approvalSettingsFields = {
  /** Master switch for every auto-approval below. */
  autoApprovalEnabled: z.boolean().optional(),
  /** Read files without asking. */
  alwaysAllowReadOnly: z.boolean().optional(),
  /** Also read files outside the workspace without asking. */
  alwaysAllowReadOnlyOutsideWorkspace: z.boolean().optional(),
  /** Write files without asking. */
  alwaysAllowWrite: z.boolean().optional(),
  /** Also write files outside the workspace without asking. */
  alwaysAllowWriteOutsideWorkspace: z.boolean().optional(),
  /** Also write protected files (such as `.roomodes`) without asking. */
  alwaysAllowWriteProtected: z.boolean().optional(),
  /** Wait after a write so diagnostics can catch up, in ms. */
  writeDelayMs: z.number().min(0).optional(),
  /** Use the browser without asking. */
  alwaysAllowBrowser: z.boolean().optional(),
  /** Retry failed API requests without asking. */
  alwaysApproveResubmit: z.boolean().optional(),
  /** Seconds to wait before such a retry. */
  requestDelaySeconds: z.number().optional(),
  /** Use MCP tools without asking (per tool, where the server allows it). */
  alwaysAllowMcp: z.boolean().optional(),
  /** Switch modes without asking. */
  alwaysAllowModeSwitch: z.boolean().optional(),
  /** Create and finish subtasks without asking. */
  alwaysAllowSubtasks: z.boolean().optional(),
  /** Run allowed commands without asking. */
  alwaysAllowExecute: z.boolean().optional(),
  /** Pick the first suggested answer to a follow-up question after a timeout. */
  alwaysAllowFollowupQuestions: z.boolean().optional(),
  /** That timeout, in ms. */
  followupAutoApproveTimeoutMs: z.number().optional(),
  /** Update the todo list without asking. */
  alwaysAllowUpdateTodoList: z.boolean().optional(),
  /** Command prefixes that run without asking (`*` allows all). */
  allowedCommands: z.array(z.string()).optional(),
  /** Command prefixes that are always refused; they win over allowed ones. */
  deniedCommands: z.array(z.string()).optional(),
  /** Seconds a command may run before it is stopped; 0 means no limit. */
  commandExecutionTimeout: z.number().optional(),
  /** Command prefixes exempt from that timeout. */
  commandTimeoutAllowlist: z.array(z.string()).optional(),
  /** Refuse attempt_completion while todo items are open. */
  preventCompletionWithOpenTodos: z.boolean().optional(),
  /** Auto-approved requests before asking again; null means no limit. */
  allowedMaxRequests: z.number().nullish(),
  /** Auto-approved spend in US dollars before asking again; null means no limit. */
  allowedMaxCost: z.number().nullish(),
};
