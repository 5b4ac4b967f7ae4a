import { z } from 'zod';
import { reasoningEffortWithMinimalSchema, verbositySchema } from '../models/model-info.ts';
import { providerIdSchema } from './provider-ids.ts';

/** A named provider profile as listed in the profile picker. */
export const providerProfileEntrySchema = z.object({
  /** Profile id. */
  id: z.string(),
  /** Profile name shown to the developer. */
  name: z.string(),
  /** Provider the profile talks to. */
  apiProvider: providerIdSchema.optional(),
  /** Model the profile uses. */
  modelId: z.string().optional(),
});
export type ProviderProfileEntry = z.infer<typeof providerProfileEntrySchema>;

/** Settings every provider profile may carry (`apiModelId` among them). */
export const commonProviderFields = {
  /** Profile id (present in exports and organisation profiles). */
  id: z.string().optional(),
  /** Send a max-tokens value with each request. */
  includeMaxTokens: z.boolean().optional(),
  /** Edit files with diffs instead of whole rewrites. */
  diffEnabled: z.boolean().optional(),
  /** Offer the todo-list tool. */
  todoListEnabled: z.boolean().optional(),
  /** How closely a diff's search text must match (1 = exactly). */
  fuzzyMatchThreshold: z.number().optional(),
  /** Sampling temperature; null means the provider's default. */
  modelTemperature: z.number().nullish(),
  /** Least seconds between two requests. */
  rateLimitSeconds: z.number().optional(),
  /** Mistakes in a row before asking for help; 0 never asks. */
  consecutiveMistakeLimit: z.number().min(0).optional(),
  /** Send a reasoning effort. */
  enableReasoningEffort: z.boolean().optional(),
  /** Reasoning effort to send. */
  reasoningEffort: reasoningEffortWithMinimalSchema.optional(),
  /** Answer-length limit to send, in tokens. */
  modelMaxTokens: z.number().optional(),
  /** Thinking budget to send, in tokens. */
  modelMaxThinkingTokens: z.number().optional(),
  /** Answer verbosity to send. */
  verbosity: verbositySchema.optional(),
  /** Model id, for providers without a model-id field of their own. */
  apiModelId: z.string().optional(),
};
