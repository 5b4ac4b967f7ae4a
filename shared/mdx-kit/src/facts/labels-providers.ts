import type { LabelFact } from './types.ts';

/**
 * Labels of the Providers settings that several provider pages name: the profile and model pickers,
 * the model details, and fields that appear for a few providers under their own keys. Text from
 * webview-ui/src/i18n/locales/en/settings.json, placement from ApiConfigManager.tsx, ApiOptions.tsx,
 * ModelPicker.tsx, ModelInfoView.tsx and the components in settings/providers/, all at v3.28.17.
 * Kept apart from labels.ts so both stay short; index.ts merges them into one table.
 */
export const providerLabels = {
  configProfile: { text: 'Configuration Profile', location: 'top of Settings → Providers' },
  settingsSave: { text: 'Save', location: 'top right of the Settings view, next to Done' },
  getOpenRouterApiKey: {
    text: 'Get OpenRouter API Key',
    location: 'Settings → Providers with OpenRouter, while the OpenRouter API Key field is empty',
  },
  // ApiOptions.tsx (fixed model lists) and ModelPicker.tsx (searchable lists) both say "Model".
  modelPicker: { text: 'Model', location: 'Settings → Providers, below the provider’s own fields' },
  useCustomModel: {
    text: 'Use custom: …',
    location: 'foot of a searchable Model list, when the typed text matches no listed model ID',
  },
  modelIdField: { text: 'Model ID', location: 'Settings → Providers with Hugging Face, LM Studio or Ollama' },
  refreshModels: {
    text: 'Refresh Models',
    location: 'Settings → Providers with DeepInfra, LiteLLM, Requesty or Unbound',
  },
  apiKeyField: { text: 'API Key', location: 'Settings → Providers with DeepInfra or OpenAI Compatible' },
  baseUrlField: {
    text: 'Base URL',
    location: 'Settings → Providers with OpenAI Compatible, or with Requesty once Use custom base URL is ticked',
  },
  baseUrlOptionalField: { text: 'Base URL (optional)', location: 'Settings → Providers with LM Studio or Ollama' },
  useCustomBaseUrl: {
    text: 'Use custom base URL',
    location: 'Settings → Providers with Anthropic, Google Gemini, OpenAI, OpenRouter or Requesty',
  },
  enablePromptCaching: {
    text: 'Enable prompt caching',
    location: 'Settings → Providers with Amazon Bedrock or LiteLLM, for models that support caching',
  },
  // ClaudeCode.tsx (a slider) and OpenAICompatible.tsx (a number in the model capabilities) share the text.
  maxOutputTokens: { text: 'Max Output Tokens', location: 'Settings → Providers with Claude Code or OpenAI Compatible' },
  // ModelInfoView.tsx: the lines below the Model field, shown when the model reports the value.
  // The screen shows both with a colon (the locale string carries it for one; the view adds it to the other).
  modelInfoContextWindow: { text: 'Context Window', location: 'model details below the Model field' },
  modelInfoMaxOutput: { text: 'Max output', location: 'model details below the Model field' },
  modelInfoInputPrice: { text: 'Input price', location: 'model details below the Model field, per million tokens' },
  modelInfoOutputPrice: { text: 'Output price', location: 'model details below the Model field, per million tokens' },
  // OpenAICompatible.tsx: the prices one types for a custom model, capitalised unlike the model details.
  customModelInputPrice: { text: 'Input Price', location: 'Settings → Providers with OpenAI Compatible, model capabilities' },
  customModelOutputPrice: { text: 'Output Price', location: 'Settings → Providers with OpenAI Compatible, model capabilities' },
  advancedSettings: {
    text: 'Advanced settings',
    location: 'Settings → Providers, a collapsed section below the model options',
  },
} satisfies Record<string, LabelFact>;
