import { z } from 'zod';

/** Running totals of one task's tokens and cost. */
export const tokenUsageSchema = z.object({
  /** Input tokens sent over the whole task. */
  totalTokensIn: z.number(),
  /** Output tokens received over the whole task. */
  totalTokensOut: z.number(),
  /** Tokens written to the prompt cache. */
  totalCacheWrites: z.number().optional(),
  /** Tokens read from the prompt cache. */
  totalCacheReads: z.number().optional(),
  /** Cost in US dollars. */
  totalCost: z.number(),
  /** Tokens of the current context window. */
  contextTokens: z.number(),
});
export type TokenUsage = z.infer<typeof tokenUsageSchema>;
