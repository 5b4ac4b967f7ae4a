// Plain data, no zod: section bundles import the catalogue, and zod must stay out of them.
// Source of every list: RooCodeInc/Roo-Code at tag v3.28.17 (packages/types/src/tool.ts,
// src/shared/tools.ts, packages/types/src/mode.ts).

/** Groups a mode grants tools by; a mode lists the groups it may use. */
export const TOOL_GROUPS = ['read', 'edit', 'browser', 'command', 'mcp', 'modes'] as const;
export type ToolGroup = (typeof TOOL_GROUPS)[number];

/** Every tool the assistant can call, in the order of packages/types/src/tool.ts. */
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
export type ToolName = (typeof TOOL_NAMES)[number];

/** The tools each group grants (TOOL_GROUPS of src/shared/tools.ts). */
export const GROUP_TOOLS: Record<ToolGroup, readonly ToolName[]> = {
  read: ['read_file', 'fetch_instructions', 'search_files', 'list_files', 'list_code_definition_names', 'codebase_search'],
  edit: ['apply_diff', 'write_to_file', 'insert_content', 'search_and_replace', 'generate_image'],
  browser: ['browser_action'],
  command: ['execute_command'],
  mcp: ['use_mcp_tool', 'access_mcp_resource'],
  modes: ['switch_mode', 'new_task'],
};

/** Tools every mode gets, whatever groups it lists (ALWAYS_AVAILABLE_TOOLS). */
export const ALWAYS_AVAILABLE_TOOLS: readonly ToolName[] = [
  'ask_followup_question',
  'attempt_completion',
  'switch_mode',
  'new_task',
  'update_todo_list',
  'run_slash_command',
];

/** The slugs of the five built-in modes. */
export const BUILT_IN_MODE_SLUGS = ['architect', 'code', 'ask', 'debug', 'orchestrator'] as const;
export type BuiltInModeSlug = (typeof BUILT_IN_MODE_SLUGS)[number];

export interface BuiltInMode {
  slug: BuiltInModeSlug;
  /** Name in the mode picker, without its emoji. */
  name: string;
  /** Groups the mode lists; a restriction limits the group to matching files. */
  groups: readonly { group: ToolGroup; restriction?: string }[];
}

/** DEFAULT_MODES of packages/types/src/mode.ts. */
export const BUILT_IN_MODES: readonly BuiltInMode[] = [
  {
    slug: 'architect',
    name: 'Architect',
    groups: [{ group: 'read' }, { group: 'edit', restriction: 'Markdown files only' }, { group: 'browser' }, { group: 'mcp' }],
  },
  {
    slug: 'code',
    name: 'Code',
    groups: [{ group: 'read' }, { group: 'edit' }, { group: 'browser' }, { group: 'command' }, { group: 'mcp' }],
  },
  { slug: 'ask', name: 'Ask', groups: [{ group: 'read' }, { group: 'browser' }, { group: 'mcp' }] },
  {
    slug: 'debug',
    name: 'Debug',
    groups: [{ group: 'read' }, { group: 'edit' }, { group: 'browser' }, { group: 'command' }, { group: 'mcp' }],
  },
  { slug: 'orchestrator', name: 'Orchestrator', groups: [] },
];

/** Auto-approve toggles (Settings → Auto-Approve), keyed by their setting, with the label the UI shows. */
export const AUTO_APPROVE_TOGGLES = {
  alwaysAllowReadOnly: 'Read',
  alwaysAllowWrite: 'Write',
  alwaysAllowExecute: 'Execute',
  alwaysAllowBrowser: 'Browser',
  alwaysAllowMcp: 'MCP',
  alwaysAllowModeSwitch: 'Mode',
  alwaysAllowSubtasks: 'Subtasks',
  alwaysAllowFollowupQuestions: 'Question',
  alwaysAllowUpdateTodoList: 'Todo',
} as const;
export type AutoApproveToggle = keyof typeof AUTO_APPROVE_TOGGLES;
