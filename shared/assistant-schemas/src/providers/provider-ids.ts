import { z } from 'zod';

// Every provider of Roo Code 3.28, grouped as the extension groups its provider names: dynamic,
// local, internal, custom, faux and the rest.

/** Providers whose model list is fetched from the provider at run time. */
export const DYNAMIC_PROVIDERS = [
  'openrouter',
  'vercel-ai-gateway',
  'huggingface',
  'litellm',
  'deepinfra',
  'io-intelligence',
  'requesty',
  'unbound',
  'glama',
] as const;

/** Providers served from the developer's own machine. */
export const LOCAL_PROVIDERS = ['ollama', 'lmstudio'] as const;

/** Providers reached through the editor's own language-model API. */
export const INTERNAL_PROVIDERS = ['vscode-lm'] as const;

/** The fully configurable OpenAI-compatible provider. */
export const CUSTOM_PROVIDERS = ['openai'] as const;

/** Providers that make no inference call of their own (testing, copy-paste relay). */
export const FAUX_PROVIDERS = ['fake-ai', 'human-relay'] as const;

/** Providers with a fixed model catalogue. */
export const CATALOGUE_PROVIDERS = [
  'anthropic',
  'bedrock',
  'cerebras',
  'chutes',
  'claude-code',
  'doubao',
  'deepseek',
  'featherless',
  'fireworks',
  'gemini',
  'groq',
  'mistral',
  'moonshot',
  'openai-native',
  'qwen-code',
  'roo',
  'sambanova',
  'vertex',
  'xai',
  'zai',
] as const;

export const PROVIDER_IDS = [
  ...DYNAMIC_PROVIDERS,
  ...LOCAL_PROVIDERS,
  ...INTERNAL_PROVIDERS,
  ...CUSTOM_PROVIDERS,
  ...FAUX_PROVIDERS,
  ...CATALOGUE_PROVIDERS,
] as const;

export const providerIdSchema = z.enum(PROVIDER_IDS);
export type ProviderId = z.infer<typeof providerIdSchema>;
