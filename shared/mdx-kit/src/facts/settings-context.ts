import type { SettingFact } from './types.ts';

/**
 * Context-size settings the guides for large projects name. Labels from
 * webview-ui/src/i18n/locales/en/settings.json (contextManagement), defaults and ranges from
 * ContextManagementSettings.tsx and ClineProvider's state defaults, all at v3.28.17.
 * Kept apart from settings.ts so that file stays under the size limit; index.ts merges all tables.
 */
export const contextSettings = {
  maxOpenTabsContext: {
    label: 'Open tabs context limit',
    key: 'maxOpenTabsContext',
    scope: 'extension',
    location: 'Settings → Context',
    default: '20 tabs (0–500)',
  },
  maxWorkspaceFiles: {
    label: 'Workspace files context limit',
    key: 'maxWorkspaceFiles',
    scope: 'extension',
    location: 'Settings → Context',
    default: '200 files (0–500)',
  },
} satisfies Record<string, SettingFact>;
