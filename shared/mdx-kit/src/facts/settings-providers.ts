import type { SettingFact } from './types.ts';

/**
 * Fields of an API configuration profile that every provider page can meet and that keep one key
 * whichever provider is chosen. Labels from webview-ui/src/i18n/locales/en/settings.json, keys,
 * defaults and ranges from ApiOptions.tsx, ThinkingBudget.tsx, Gemini.tsx, Vertex.tsx and
 * src/shared/api.ts, all at v3.28.17. Fields whose key changes per provider (base URLs, prompt
 * caching) are labels in labels-providers.ts instead.
 */
export const providerSettings = {
  apiProvider: {
    label: 'API Provider',
    key: 'apiProvider',
    scope: 'extension',
    location: 'Settings → Providers, below Configuration Profile',
  },
  enableReasoningEffort: {
    label: 'Enable reasoning',
    key: 'enableReasoningEffort',
    scope: 'extension',
    location: 'Settings → Providers, below the model details, for models with an optional thinking budget',
    default: 'off',
  },
  modelMaxTokens: {
    label: 'Max Tokens',
    key: 'modelMaxTokens',
    scope: 'extension',
    location: 'Settings → Providers, once Enable reasoning is ticked (always shown for models that must think)',
    default: '16,384 (slider from 8,192 in steps of 1,024)',
  },
  modelMaxThinkingTokens: {
    label: 'Max Thinking Tokens',
    key: 'modelMaxThinkingTokens',
    scope: 'extension',
    location: 'Settings → Providers, below Max Tokens',
    default: '8,192 (from 1,024, or 128 for Gemini 2.5 Pro, up to 80% of Max Tokens)',
  },
  reasoningEffort: {
    label: 'Model Reasoning Effort',
    key: 'reasoningEffort',
    scope: 'extension',
    location: 'Settings → Providers, below the model details, for models that accept a reasoning effort',
    default:
      "the model's own default, otherwise Medium (Low, Medium, High; Minimal too for GPT-5 on OpenAI, and for every such model on OpenRouter)",
  },
  enableUrlContext: {
    label: 'Enable URL context',
    key: 'enableUrlContext',
    scope: 'extension',
    location: 'Settings → Providers, with Google Gemini, or with GCP Vertex AI and a Gemini model',
    default: 'off',
  },
  enableGrounding: {
    label: 'Enable Grounding with Google search',
    key: 'enableGrounding',
    scope: 'extension',
    location: 'Settings → Providers, below Enable URL context',
    default: 'off',
  },
} satisfies Record<string, SettingFact>;
