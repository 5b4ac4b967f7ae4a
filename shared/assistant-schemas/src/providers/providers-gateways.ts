import { z } from 'zod';
import { commonProviderFields } from './provider-common.ts';

// Field sets of RooCodeInc/Roo-Code packages/types/src/provider-settings.ts (3.28 line):
// routers and hosts that serve many vendors' models behind one key.

export const openRouterFields = {
  ...commonProviderFields,
  /** OpenRouter API key. */
  openRouterApiKey: z.string().optional(),
  /** OpenRouter model id, e.g. `anthropic/claude-sonnet-4`. */
  openRouterModelId: z.string().optional(),
  /** Alternative base URL. */
  openRouterBaseUrl: z.string().optional(),
  /** Pin requests to one upstream provider. */
  openRouterSpecificProvider: z.string().optional(),
  /** Let OpenRouter compress prompts that exceed the context window. */
  openRouterUseMiddleOutTransform: z.boolean().optional(),
};

export const glamaFields = {
  ...commonProviderFields,
  /** Glama model id. */
  glamaModelId: z.string().optional(),
  /** Glama API key. */
  glamaApiKey: z.string().optional(),
};

export const requestyFields = {
  ...commonProviderFields,
  /** Alternative base URL. */
  requestyBaseUrl: z.string().optional(),
  /** Requesty API key. */
  requestyApiKey: z.string().optional(),
  /** Requesty model id. */
  requestyModelId: z.string().optional(),
};

export const unboundFields = {
  ...commonProviderFields,
  /** Unbound API key. */
  unboundApiKey: z.string().optional(),
  /** Unbound model id. */
  unboundModelId: z.string().optional(),
};

export const litellmFields = {
  ...commonProviderFields,
  /** LiteLLM proxy URL. */
  litellmBaseUrl: z.string().optional(),
  /** LiteLLM key. */
  litellmApiKey: z.string().optional(),
  /** Model name configured in the proxy. */
  litellmModelId: z.string().optional(),
  /** Ask the proxy to cache prompts. */
  litellmUsePromptCache: z.boolean().optional(),
};

export const vercelAiGatewayFields = {
  ...commonProviderFields,
  /** Vercel AI Gateway API key. */
  vercelAiGatewayApiKey: z.string().optional(),
  /** Gateway model id, e.g. `anthropic/claude-sonnet-4`. */
  vercelAiGatewayModelId: z.string().optional(),
};

export const huggingFaceFields = {
  ...commonProviderFields,
  /** Hugging Face access token. */
  huggingFaceApiKey: z.string().optional(),
  /** Hugging Face model id. */
  huggingFaceModelId: z.string().optional(),
  /** Inference provider to route through. */
  huggingFaceInferenceProvider: z.string().optional(),
};

export const deepInfraFields = {
  ...commonProviderFields,
  /** Alternative base URL. */
  deepInfraBaseUrl: z.string().optional(),
  /** DeepInfra API key. */
  deepInfraApiKey: z.string().optional(),
  /** DeepInfra model id. */
  deepInfraModelId: z.string().optional(),
};

export const ioIntelligenceFields = {
  ...commonProviderFields,
  /** IO Intelligence model id. */
  ioIntelligenceModelId: z.string().optional(),
  /** IO Intelligence API key. */
  ioIntelligenceApiKey: z.string().optional(),
};

/** The assistant's own cloud provider signs in through the cloud account, so it adds no field. */
export const rooFields = { ...commonProviderFields };
