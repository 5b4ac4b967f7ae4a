import type { SettingFact } from './types.ts';

/**
 * Settings the tool reference names (browser, codebase search, image reads, command timeouts).
 * Labels from webview-ui/src/i18n/locales/en/settings.json and src/package.nls.json, defaults and
 * ranges from the settings components and ClineProvider's state defaults, all at v3.28.17.
 * Kept apart from settings.ts so that file stays short; index.ts exposes both as one table.
 */
export const toolSettings = {
  browserToolEnabled: {
    label: 'Enable browser tool',
    key: 'browserToolEnabled',
    scope: 'extension',
    location: 'Settings → Browser',
    default: 'on',
  },
  browserViewportSize: {
    label: 'Viewport size',
    key: 'browserViewportSize',
    scope: 'extension',
    location: 'Settings → Browser, under Enable browser tool',
    default: '900x600 (choices: 1280x800, 900x600, 768x1024, 360x640)',
  },
  screenshotQuality: {
    label: 'Screenshot quality',
    key: 'screenshotQuality',
    scope: 'extension',
    location: 'Settings → Browser, under Enable browser tool',
    default: '75% (1–100%)',
  },
  remoteBrowserEnabled: {
    label: 'Use remote browser connection',
    key: 'remoteBrowserEnabled',
    scope: 'extension',
    location: 'Settings → Browser, under Enable browser tool',
    default: 'off',
  },
  // settings.json checkpoints.enable; ClineProvider.ts falls back to true.
  enableCheckpoints: {
    label: 'Enable automatic checkpoints',
    key: 'enableCheckpoints',
    scope: 'extension',
    location: 'Settings → Checkpoints',
    default: 'on',
  },
  codebaseIndexEnabled: {
    label: 'Enable Codebase Indexing',
    key: 'codebaseIndexConfig.codebaseIndexEnabled',
    scope: 'extension',
    location: 'Codebase Indexing panel, opened from the indexing status icon at the bottom of the chat input',
    // ClineProvider.ts and config-manager.ts fall back to true; nothing is indexed until it is also configured.
    default: 'on',
  },
  codebaseIndexSearchMinScore: {
    label: 'Search Score Threshold',
    key: 'codebaseIndexConfig.codebaseIndexSearchMinScore',
    scope: 'extension',
    location: 'Codebase Indexing panel → Advanced Configuration',
    default: '0.4 (0–1, steps of 0.05)',
  },
  codebaseIndexSearchMaxResults: {
    label: 'Maximum Search Results',
    key: 'codebaseIndexConfig.codebaseIndexSearchMaxResults',
    scope: 'extension',
    location: 'Codebase Indexing panel → Advanced Configuration',
    default: '50 (10–200, steps of 10)',
  },
  maxImageFileSize: {
    label: 'Max image file size',
    key: 'maxImageFileSize',
    scope: 'extension',
    location: 'Settings → Context',
    default: '5 MB (1–100 MB)',
  },
  maxTotalImageSize: {
    label: 'Max total image size',
    key: 'maxTotalImageSize',
    scope: 'extension',
    location: 'Settings → Context',
    default: '20 MB (1–500 MB)',
  },
  commandTimeoutAllowlist: {
    label: 'Command prefixes that are excluded from the command execution timeout',
    key: 'roo-cline.commandTimeoutAllowlist',
    scope: 'vscode',
    location: 'VS Code Settings → Extensions → Roo Code',
    default: '[]',
  },
} satisfies Record<string, SettingFact>;
