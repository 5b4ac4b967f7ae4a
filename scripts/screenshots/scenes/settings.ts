import type { Scene } from './types.ts';

// Page-side code as strings: the pipeline is type-checked as Node code, without the DOM.
const answered = (type: string) => `window.__shotsAnswered.includes(${JSON.stringify(type)})`;
const openSection = (section: string) =>
  `window.postMessage(${JSON.stringify({ type: 'action', action: 'switchTab', tab: 'settings', values: { section } })}, '*')`;

/**
 * A settings section, opened the way the extension opens it (a switchTab action), once the chat
 * has its model lists, as it has in the editor by the time a reader opens the settings (opened
 * earlier, the form would show the default model while the list is on its way).
 */
export function settingsScene(section: string, state: Record<string, unknown> = {}): Scene {
  return {
    state,
    ready: 'textarea',
    act: async (page) => {
      await page.waitForFunction(answered('requestRouterModels'));
      await page.evaluate(openSection(section));
      await page.locator(`[data-testid="tab-${section}"]`).waitFor();
      const provider = (state.apiConfiguration as { apiProvider?: string } | undefined)?.apiProvider;
      if (provider === 'ollama' || provider === 'lmstudio') {
        await page.waitForFunction(answered(provider === 'ollama' ? 'requestOllamaModels' : 'requestLmStudioModels'));
      }
    },
  };
}

// What a provider's form shows filled in: the provider, a model where it has a list, a key that is
// plainly an example. Base URLs are the local defaults readers see.
const PROVIDER_CONFIGS: Record<string, Record<string, unknown>> = {
  anthropic: { apiProvider: 'anthropic', apiModelId: 'claude-sonnet-4-5', apiKey: 'sk-ant-example' },
  openrouter: { apiProvider: 'openrouter', openRouterModelId: 'anthropic/claude-sonnet-4.5', openRouterApiKey: 'sk-or-example' },
  'openai-native': { apiProvider: 'openai-native', apiModelId: 'gpt-5-2025-08-07', openAiNativeApiKey: 'sk-example' },
  gemini: { apiProvider: 'gemini', apiModelId: 'gemini-2.5-pro', geminiApiKey: 'example-key' },
  bedrock: {
    apiProvider: 'bedrock',
    apiModelId: 'anthropic.claude-sonnet-4-5-20250929-v1:0',
    awsRegion: 'us-east-1',
    awsUseProfile: true,
    awsProfile: 'default',
  },
  vertex: {
    apiProvider: 'vertex',
    apiModelId: 'claude-sonnet-4-5@20250929',
    vertexProjectId: 'my-project',
    vertexRegion: 'us-east5',
  },
  deepseek: { apiProvider: 'deepseek', apiModelId: 'deepseek-chat', deepSeekApiKey: 'sk-example' },
  ollama: { apiProvider: 'ollama', ollamaModelId: 'qwen2.5-coder:32b', ollamaBaseUrl: 'http://localhost:11434' },
  lmstudio: { apiProvider: 'lmstudio', lmStudioModelId: 'qwen/qwen3-coder-30b', lmStudioBaseUrl: 'http://localhost:1234' },
  openai: {
    apiProvider: 'openai',
    openAiBaseUrl: 'https://api.example.com/v1',
    openAiApiKey: 'example-key',
    openAiModelId: 'my-model',
  },
  'claude-code': { apiProvider: 'claude-code', apiModelId: 'claude-sonnet-4-5', claudeCodePath: 'claude' },
  mistral: { apiProvider: 'mistral', apiModelId: 'codestral-latest', mistralApiKey: 'example-key' },
  xai: { apiProvider: 'xai', apiModelId: 'grok-code-fast-1', xaiApiKey: 'xai-example' },
};

/** The Providers section with one provider's form filled in. */
export function providerScene(provider: string): Scene {
  const apiConfiguration = PROVIDER_CONFIGS[provider];
  if (!apiConfiguration) throw new Error(`no provider scene for '${provider}': add it to scripts/screenshots/scenes/settings.ts`);
  return settingsScene('providers', { apiConfiguration });
}
