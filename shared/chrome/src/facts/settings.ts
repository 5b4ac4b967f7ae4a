import type { SettingFact } from './types.ts';

/**
 * Settings several pages name. Labels from webview-ui/src/i18n/locales/en/settings.json and
 * src/package.nls.json; defaults from src/package.json and ClineProvider's state defaults, all at v3.28.17.
 */
export const settings = {
  showRooIgnoredFiles: {
    label: "Show .rooignore'd files in lists and searches",
    key: 'showRooIgnoredFiles',
    scope: 'extension',
    location: 'Settings → Context',
    default: 'off',
  },
  autoCondenseContextPercent: {
    label: 'Threshold to trigger intelligent context condensing',
    key: 'autoCondenseContextPercent',
    scope: 'extension',
    location: 'Settings → Context',
    default: '100%',
  },
  maxConcurrentFileReads: {
    label: 'Concurrent file reads limit',
    key: 'maxConcurrentFileReads',
    scope: 'extension',
    location: 'Settings → Context',
    default: '5',
  },
  maxReadFileLine: {
    label: 'File read auto-truncate threshold',
    key: 'maxReadFileLine',
    scope: 'extension',
    location: 'Settings → Context',
    default: '-1 (read whole files)',
  },
  allowedCommands: {
    label: "Commands that can be auto-executed when 'Always approve execute operations' is enabled",
    key: 'roo-cline.allowedCommands',
    scope: 'vscode',
    location: 'VS Code Settings → Extensions → Roo Code',
    default: '["git log", "git diff", "git show"]',
  },
  deniedCommands: {
    label: 'Command prefixes that will be automatically denied without asking for approval',
    key: 'roo-cline.deniedCommands',
    scope: 'vscode',
    location: 'VS Code Settings → Extensions → Roo Code',
    default: '[]',
  },
  commandExecutionTimeout: {
    label: 'Maximum time in seconds to wait for command execution to complete before timing out',
    key: 'roo-cline.commandExecutionTimeout',
    scope: 'vscode',
    location: 'VS Code Settings → Extensions → Roo Code',
    default: '0 (no timeout; up to 600 s)',
  },
  apiRequestTimeout: {
    label: 'Maximum time in seconds to wait for API responses',
    key: 'roo-cline.apiRequestTimeout',
    scope: 'vscode',
    location: 'VS Code Settings → Extensions → Roo Code',
    default: '600 s (0 = no timeout; up to 3600 s)',
  },
  enableCodeActions: {
    label: 'Enable Roo Code quick fixes',
    key: 'roo-cline.enableCodeActions',
    scope: 'vscode',
    location: 'VS Code Settings → Extensions → Roo Code',
    default: 'on',
  },
  useAgentRules: {
    label: 'Enable loading of AGENTS.md files for agent-specific rules',
    key: 'roo-cline.useAgentRules',
    scope: 'vscode',
    location: 'VS Code Settings → Extensions → Roo Code',
    default: 'on',
  },
  customStoragePath: {
    label: 'Custom storage path',
    key: 'roo-cline.customStoragePath',
    scope: 'vscode',
    location: 'VS Code Settings → Extensions → Roo Code',
    default: 'empty (the default location)',
  },
  autoImportSettingsPath: {
    label: 'Path to a RooCode configuration file to automatically import on extension startup',
    key: 'roo-cline.autoImportSettingsPath',
    scope: 'vscode',
    location: 'VS Code Settings → Extensions → Roo Code',
    default: 'empty (no auto-import)',
  },
  embeddingBatchSize: {
    label: 'The batch size for embedding operations during code indexing',
    key: 'roo-cline.codeIndex.embeddingBatchSize',
    scope: 'vscode',
    location: 'VS Code Settings → Extensions → Roo Code',
    default: '60 (1–200)',
  },
  preventCompletionWithOpenTodos: {
    label: 'Prevent task completion when there are incomplete todos in the todo list',
    key: 'roo-cline.preventCompletionWithOpenTodos',
    scope: 'vscode',
    location: 'VS Code Settings → Extensions → Roo Code',
    default: 'off',
  },
  newTaskRequireTodos: {
    label: 'Require todos parameter when creating new tasks with the new_task tool',
    key: 'roo-cline.newTaskRequireTodos',
    scope: 'vscode',
    location: 'VS Code Settings → Extensions → Roo Code',
    default: 'off',
  },
} satisfies Record<string, SettingFact>;

export type SettingId = keyof typeof settings;
