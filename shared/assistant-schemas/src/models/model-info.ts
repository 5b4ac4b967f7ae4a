import { z } from 'zod';

/** How hard a reasoning model thinks. */
export const REASONING_EFFORTS = ['low', 'medium', 'high'] as const;
export const reasoningEffortSchema = z.enum(REASONING_EFFORTS);
export type ReasoningEffort = z.infer<typeof reasoningEffortSchema>;

/** The variant of reasoning effort that also accepts `minimal` (provider settings use it). */
export const reasoningEffortWithMinimalSchema = z.enum([...REASONING_EFFORTS, 'minimal']);
export type ReasoningEffortWithMinimal = z.infer<typeof reasoningEffortWithMinimalSchema>;

/** How long the model's answers are. */
export const VERBOSITY_LEVELS = ['low', 'medium', 'high'] as const;
export const verbositySchema = z.enum(VERBOSITY_LEVELS);
export type Verbosity = z.infer<typeof verbositySchema>;

/** Processing tier of a request: cheaper and slower (flex) or dearer and faster (priority). */
export const SERVICE_TIERS = ['default', 'flex', 'priority'] as const;
export const serviceTierSchema = z.enum(SERVICE_TIERS);
export type ServiceTier = z.infer<typeof serviceTierSchema>;

/** Request parameters a model accepts. */
export const MODEL_PARAMETERS = ['max_tokens', 'temperature', 'reasoning', 'include_reasoning'] as const;
export const modelParameterSchema = z.enum(MODEL_PARAMETERS);
export type ModelParameter = z.infer<typeof modelParameterSchema>;

/** Prices per million tokens, written the same way for a model and for each of its tiers. */
const PRICES = {
  /** Input price per million tokens. */
  inputPrice: z.number().optional(),
  /** Output price per million tokens. */
  outputPrice: z.number().optional(),
  /** Price per million tokens written to the prompt cache. */
  cacheWritesPrice: z.number().optional(),
  /** Price per million tokens read from the prompt cache. */
  cacheReadsPrice: z.number().optional(),
};

/**
 * Prices of one tier, per million tokens. A tier without a name is a larger context window
 * (priced higher past a threshold); a named one is a service tier of the same window.
 */
export const modelTierSchema = z.object({
  /** Service tier this row prices; absent for a context-window tier. */
  name: serviceTierSchema.optional(),
  /** Context window the prices apply to, in tokens. */
  contextWindow: z.number(),
  ...PRICES,
});
export type ModelTier = z.infer<typeof modelTierSchema>;

/** What a model can do and what it costs (prices per million tokens). */
export const modelInfoSchema = z.object({
  /** Largest answer, in tokens; null when the provider sets no limit. */
  maxTokens: z.number().nullish(),
  /** Largest thinking budget, in tokens. */
  maxThinkingTokens: z.number().nullish(),
  /** Tokens the model can attend to in one request. */
  contextWindow: z.number(),
  /** Accepts images in the prompt. */
  supportsImages: z.boolean().optional(),
  /** Can drive a computer (browser tool). */
  supportsComputerUse: z.boolean().optional(),
  /** Offers prompt caching. */
  supportsPromptCache: z.boolean(),
  /** Accepts a verbosity setting. */
  supportsVerbosity: z.boolean().optional(),
  /** Accepts a thinking-token budget. */
  supportsReasoningBudget: z.boolean().optional(),
  /** Accepts a temperature. */
  supportsTemperature: z.boolean().optional(),
  /** Always thinks, so a budget must be sent. */
  requiredReasoningBudget: z.boolean().optional(),
  /** Accepts a reasoning effort. */
  supportsReasoningEffort: z.boolean().optional(),
  /** Request parameters the model accepts. */
  supportedParameters: z.array(modelParameterSchema).optional(),
  ...PRICES,
  /** One line about the model. */
  description: z.string().optional(),
  /** Default reasoning effort. */
  reasoningEffort: reasoningEffortSchema.optional(),
  /** Fewest tokens worth a cache point (Bedrock: 1024). */
  minTokensPerCachePoint: z.number().optional(),
  /** Most cache points per request (Bedrock: 4). */
  maxCachePoints: z.number().optional(),
  /** Prompt parts that may carry a cache point. */
  cachableFields: z.array(z.string()).optional(),
  /** Larger context windows and service tiers, each with its own prices. */
  tiers: z.array(modelTierSchema).optional(),
});
export type ModelInfo = z.infer<typeof modelInfoSchema>;
