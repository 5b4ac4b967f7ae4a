// The extension state every scene starts from: a configured provider (so the chat, not the
// welcome screen, shows), the release's version, and nothing that opens a banner or an announcement.

/**
 * The instant the made-up task ran. The page's clock is not frozen (the chat's own scrolling waits
 * on timers a frozen clock never fires), and no shot shows a time, so the pictures do not depend on it.
 */
export const FIXED_NOW = Date.parse('2025-10-16T10:00:00Z');

/** A time `minutes` before the fixed instant, for message timestamps. */
export const minutesAgo = (minutes: number) => FIXED_NOW - minutes * 60_000;

export const PROFILES = [
  { id: 'profile-default', name: 'default', apiProvider: 'anthropic' },
  { id: 'profile-fast', name: 'fast-drafts', apiProvider: 'openrouter' },
  { id: 'profile-local', name: 'local-ollama', apiProvider: 'ollama' },
];

export function baseState(): Record<string, unknown> {
  return {
    version: '3.28.17',
    apiConfiguration: { apiProvider: 'anthropic', apiModelId: 'claude-sonnet-4-5', apiKey: 'sk-ant-example-key-0000' },
    currentApiConfigName: 'default',
    listApiConfigMeta: PROFILES,
    pinnedApiConfigs: {},
    mode: 'code',
    customModes: [],
    customModePrompts: {},
    customSupportPrompts: {},
    clineMessages: [],
    taskHistory: [],
    shouldShowAnnouncement: false,
    telemetrySetting: 'disabled',
    cwd: '/home/dev/projects/todo-app',
    renderContext: 'sidebar',
    // The welcome screen shuffles its router cards with this as the seed (the clock otherwise).
    machineId: 'roo-docs-screenshots',
    cloudIsAuthenticated: false,
    sharingEnabled: false,
    hasOpenedModeSelector: true,
    autoApprovalEnabled: false,
    enableCheckpoints: true,
    mcpEnabled: true,
    experiments: {},
    language: 'en',
    writeDelayMs: 1000,
    requestDelaySeconds: 10,
    terminalOutputLineLimit: 500,
    maxOpenTabsContext: 20,
    maxWorkspaceFiles: 200,
    maxReadFileLine: -1,
    maxConcurrentFileReads: 5,
    autoCondenseContext: true,
    autoCondenseContextPercent: 100,
    codebaseIndexConfig: {
      codebaseIndexEnabled: true,
      codebaseIndexQdrantUrl: 'http://localhost:6333',
      codebaseIndexEmbedderProvider: 'openai',
    },
    codebaseIndexModels: { openai: { 'text-embedding-3-small': { dimension: 1536 } } },
    mdmCompliant: true,
  };
}
