import { DYNAMIC_PROVIDERS, LOCAL_PROVIDERS } from '@roo-docs/assistant-schemas';
// Model lists the extension would fetch for the providers that list their models live. The
// figures are the catalogue's (shared/assistant-schemas/src/models/data) where it has the model.
const model = (contextWindow: number, maxTokens: number, inputPrice: number, outputPrice: number, supportsImages = true) => ({
  contextWindow,
  maxTokens,
  inputPrice,
  outputPrice,
  supportsImages,
  supportsPromptCache: true,
});

export const OPENROUTER_MODELS = {
  'anthropic/claude-sonnet-4.5': { ...model(1_000_000, 64_000, 3, 15), description: 'Anthropic Claude Sonnet 4.5' },
  'openai/gpt-5': { ...model(400_000, 128_000, 1.25, 10), description: 'OpenAI GPT-5' },
  'google/gemini-2.5-pro': { ...model(1_048_576, 65_536, 1.25, 10), description: 'Google Gemini 2.5 Pro' },
};

export const OLLAMA_MODELS = {
  'qwen2.5-coder:32b': { ...model(32_768, 32_768, 0, 0, false), supportsPromptCache: false },
  'devstral:24b': { ...model(131_072, 131_072, 0, 0, false), supportsPromptCache: false },
};

// The providers whose model lists the extension asks its host for at run time.
const ROUTERS = [...DYNAMIC_PROVIDERS, ...LOCAL_PROVIDERS];

/** The reply to `requestRouterModels`: every router, with models for OpenRouter and Ollama. */
export const routerModelsReply = () => ({
  type: 'routerModels',
  routerModels: Object.fromEntries(
    ROUTERS.map((name) => [name, name === 'openrouter' ? OPENROUTER_MODELS : name === 'ollama' ? OLLAMA_MODELS : {}]),
  ),
});

/** What the extension answers to the model-list requests a provider form makes. */
export const MODEL_REPLIES = {
  requestRouterModels: [routerModelsReply()],
  requestOllamaModels: [{ type: 'ollamaModels', ollamaModels: OLLAMA_MODELS }],
  requestLmStudioModels: [{ type: 'lmStudioModels', lmStudioModels: {} }],
};
