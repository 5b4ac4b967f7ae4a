import { z } from 'zod';
import { modelInfoSchema } from '../models/model-info.ts';
import { commonProviderFields } from './provider-common.ts';

// Field sets of RooCodeInc/Roo-Code packages/types/src/provider-settings.ts (3.28 line):
// self-configured endpoints, local servers, editor and CLI integrations, and test providers.

/** The OpenAI-compatible provider (id `openai`): any endpoint speaking the OpenAI API. */
export const openAiCompatibleFields = {
  ...commonProviderFields,
  /** Endpoint base URL. */
  openAiBaseUrl: z.string().optional(),
  /** API key for the endpoint. */
  openAiApiKey: z.string().optional(),
  /** Send plain text instead of structured content parts. */
  openAiLegacyFormat: z.boolean().optional(),
  /** Format messages for DeepSeek R1 style reasoning models. */
  openAiR1FormatEnabled: z.boolean().optional(),
  /** Model id at the endpoint. */
  openAiModelId: z.string().optional(),
  /** Capabilities and prices of the endpoint's model. */
  openAiCustomModelInfo: modelInfoSchema.nullish(),
  /** The endpoint is Azure OpenAI. */
  openAiUseAzure: z.boolean().optional(),
  /** Azure API version. */
  azureApiVersion: z.string().optional(),
  /** Stream answers. */
  openAiStreamingEnabled: z.boolean().optional(),
  /** Old single Host header, kept for profiles made before custom headers. */
  openAiHostHeader: z.string().optional(),
  /** Extra HTTP headers for each request. */
  openAiHeaders: z.record(z.string(), z.string()).optional(),
};

export const ollamaFields = {
  ...commonProviderFields,
  /** Ollama model name. */
  ollamaModelId: z.string().optional(),
  /** Ollama server URL. */
  ollamaBaseUrl: z.string().optional(),
  /** Key for an Ollama server behind authentication. */
  ollamaApiKey: z.string().optional(),
};

export const lmStudioFields = {
  ...commonProviderFields,
  /** LM Studio model id. */
  lmStudioModelId: z.string().optional(),
  /** LM Studio server URL. */
  lmStudioBaseUrl: z.string().optional(),
  /** Smaller model that drafts tokens for speculative decoding. */
  lmStudioDraftModelId: z.string().optional(),
  /** Use speculative decoding with the draft model. */
  lmStudioSpeculativeDecodingEnabled: z.boolean().optional(),
};

export const vsCodeLmFields = {
  ...commonProviderFields,
  /** Which of the editor's language models to use. */
  vsCodeLmModelSelector: z
    .object({
      /** Model vendor, e.g. `copilot`. */
      vendor: z.string().optional(),
      /** Model family, e.g. `gpt-4o`. */
      family: z.string().optional(),
      /** Model version. */
      version: z.string().optional(),
      /** Model id. */
      id: z.string().optional(),
    })
    .optional(),
};

export const qwenCodeFields = {
  ...commonProviderFields,
  /** Path of the Qwen Code OAuth credentials file. */
  qwenCodeOauthPath: z.string().optional(),
};

/** Human relay copies prompts to the clipboard for a person to paste into a chat; no own field. */
export const humanRelayFields = { ...commonProviderFields };

export const fakeAiFields = {
  ...commonProviderFields,
  /** Test double that stands in for a provider. */
  fakeAi: z.unknown().optional(),
};
