import { z } from 'zod';

/** Why the assistant stops and waits for the developer (ask kinds). */
export const ASK_KINDS = [
  'followup',
  'command',
  'command_output',
  'completion_result',
  'tool',
  'api_req_failed',
  'resume_task',
  'resume_completed_task',
  'mistake_limit_reached',
  'browser_action_launch',
  'use_mcp_server',
  'auto_approval_max_req_reached',
] as const;
export const askKindSchema = z.enum(ASK_KINDS);
export type AskKind = z.infer<typeof askKindSchema>;

/** What an informational message reports (say kinds). */
export const SAY_KINDS = [
  'error',
  'api_req_started',
  'api_req_finished',
  'api_req_retried',
  'api_req_retry_delayed',
  'api_req_deleted',
  'text',
  'image',
  'reasoning',
  'completion_result',
  'user_feedback',
  'user_feedback_diff',
  'command_output',
  'shell_integration_warning',
  'browser_action',
  'browser_action_result',
  'mcp_server_request_started',
  'mcp_server_response',
  'subtask_result',
  'checkpoint_saved',
  'rooignore_error',
  'diff_error',
  'condense_context',
  'condense_context_error',
  'codebase_search_result',
  'user_edit_todos',
] as const;
export const sayKindSchema = z.enum(SAY_KINDS);
export type SayKind = z.infer<typeof sayKindSchema>;
