// What the model-list APIs answer, in the shape the services send (not the shape the webview
// gets): OpenRouter's `GET /models`, and Ollama's `GET /api/tags` with one `POST /api/show` per
// model. The capture pipeline runs the Roo Code checkout's own fetchers and parsers on these
// (model-lists.ts), so computer-use, caching and price lines in a picture are the extension's
// reading of them. Prices are per token as OpenRouter writes them (the webview shows them per
// million); the figures match the providers' own list prices in the model catalogue
// (shared/assistant-schemas/src/models/data) where it has the model. Descriptions are ours.

const perMillion = (dollars: number) => (dollars / 1_000_000).toFixed(12).replace(/0+$/, '');

interface OpenRouterPrices {
  prompt: number;
  completion: number;
  cacheRead?: number;
  cacheWrite?: number;
}

function openRouterModel(
  id: string,
  name: string,
  description: string,
  sizes: { contextLength: number; maxCompletionTokens: number },
  prices: OpenRouterPrices,
  modalities: { input: string[]; output: string[] },
  supportedParameters: string[],
) {
  return {
    id,
    canonical_slug: id,
    name,
    created: 1_759_000_000,
    description,
    context_length: sizes.contextLength,
    architecture: {
      modality: `${modalities.input.join('+')}->${modalities.output.join('+')}`,
      input_modalities: modalities.input,
      output_modalities: modalities.output,
      tokenizer: 'Other',
      instruct_type: null,
    },
    pricing: {
      prompt: perMillion(prices.prompt),
      completion: perMillion(prices.completion),
      request: '0',
      image: '0',
      ...(prices.cacheRead === undefined ? {} : { input_cache_read: perMillion(prices.cacheRead) }),
      ...(prices.cacheWrite === undefined ? {} : { input_cache_write: perMillion(prices.cacheWrite) }),
    },
    top_provider: { context_length: sizes.contextLength, max_completion_tokens: sizes.maxCompletionTokens, is_moderated: false },
    per_request_limits: null,
    supported_parameters: supportedParameters,
  };
}

const TEXT_AND_IMAGES = { input: ['text', 'image', 'file'], output: ['text'] };
const CHAT_PARAMETERS = ['max_tokens', 'temperature', 'top_p', 'stop', 'tools', 'tool_choice'];

/** OpenRouter's `GET /models` answer: three chat models and one that draws images. */
export const OPENROUTER_MODELS_RESPONSE = {
  data: [
    openRouterModel(
      'anthropic/claude-sonnet-4.5',
      'Anthropic: Claude Sonnet 4.5',
      "Anthropic's Sonnet model of September 2025, tuned for long coding and agent tasks.",
      { contextLength: 1_000_000, maxCompletionTokens: 64_000 },
      { prompt: 3, completion: 15, cacheRead: 0.3, cacheWrite: 3.75 },
      TEXT_AND_IMAGES,
      [...CHAT_PARAMETERS, 'reasoning', 'include_reasoning', 'top_k'],
    ),
    openRouterModel(
      'openai/gpt-5',
      'OpenAI: GPT-5',
      "OpenAI's reasoning model of August 2025 for code and multi-step work.",
      { contextLength: 400_000, maxCompletionTokens: 128_000 },
      { prompt: 1.25, completion: 10, cacheRead: 0.125 },
      TEXT_AND_IMAGES,
      [...CHAT_PARAMETERS, 'reasoning', 'include_reasoning', 'response_format', 'seed'],
    ),
    openRouterModel(
      'google/gemini-2.5-pro',
      'Google: Gemini 2.5 Pro',
      "Google's thinking model with a context of a million tokens.",
      { contextLength: 1_048_576, maxCompletionTokens: 65_536 },
      { prompt: 1.25, completion: 10, cacheRead: 0.31, cacheWrite: 1.625 },
      TEXT_AND_IMAGES,
      [...CHAT_PARAMETERS, 'reasoning', 'include_reasoning', 'response_format', 'seed'],
    ),
    // A model that answers with images: the extension leaves such models out of the list.
    openRouterModel(
      'google/gemini-2.5-flash-image',
      'Google: Gemini 2.5 Flash Image',
      "Google's image generation and editing model.",
      { contextLength: 32_768, maxCompletionTokens: 8_192 },
      { prompt: 0.3, completion: 2.5 },
      { input: ['image', 'text'], output: ['image', 'text'] },
      ['max_tokens', 'temperature', 'top_p', 'seed'],
    ),
  ],
};

/** The ids the extension keeps from OPENROUTER_MODELS_RESPONSE (image output is dropped). */
export const OPENROUTER_CHAT_MODEL_IDS = OPENROUTER_MODELS_RESPONSE.data
  .filter((model) => !model.architecture.output_modalities.includes('image'))
  .map((model) => model.id);

interface OllamaModel {
  name: string;
  family: string;
  parameterSize: string;
  quantization: string;
  contextLength: number;
  bytes: number;
  capabilities: string[];
}

const OLLAMA_MODELS: OllamaModel[] = [
  {
    name: 'qwen2.5-coder:32b',
    family: 'qwen2',
    parameterSize: '32.8B',
    quantization: 'Q4_K_M',
    contextLength: 32_768,
    bytes: 19_851_349_856,
    capabilities: ['completion', 'tools', 'insert'],
  },
  {
    name: 'devstral:24b',
    family: 'llama',
    parameterSize: '23.6B',
    quantization: 'Q4_K_M',
    contextLength: 131_072,
    bytes: 14_333_927_918,
    capabilities: ['completion', 'tools'],
  },
];

const ollamaDetails = (model: OllamaModel) => ({
  parent_model: '',
  format: 'gguf',
  family: model.family,
  families: [model.family],
  parameter_size: model.parameterSize,
  quantization_level: model.quantization,
});

/** Ollama's `GET /api/tags` answer: the models pulled on the machine. */
export const OLLAMA_TAGS_RESPONSE = {
  models: OLLAMA_MODELS.map((model, index) => ({
    name: model.name,
    model: model.name,
    modified_at: `2025-10-0${index + 1}T09:00:00.000000000Z`,
    size: model.bytes,
    digest: `${String(index + 1).repeat(8)}${'0'.repeat(56)}`,
    details: ollamaDetails(model),
  })),
};

/** Ollama's `POST /api/show` answer for one model, by name; undefined for a model it lacks. */
export function ollamaShowResponse(name: string) {
  const model = OLLAMA_MODELS.find((m) => m.name === name);
  if (!model) return undefined;
  return {
    modelfile: `FROM ${model.name}`,
    parameters: 'stop "<|im_end|>"',
    template: '{{ .Prompt }}',
    details: ollamaDetails(model),
    model_info: {
      'general.architecture': model.family,
      'general.parameter_count': Math.round(Number.parseFloat(model.parameterSize) * 1e9),
      [`${model.family}.context_length`]: model.contextLength,
    },
    capabilities: model.capabilities,
  };
}

export const OLLAMA_MODEL_NAMES = OLLAMA_MODELS.map((model) => model.name);
