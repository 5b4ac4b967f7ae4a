import { describe, expect, test } from '@rstest/core';
import { modelInfoSchema, reasoningEffortSchema, reasoningEffortWithMinimalSchema } from './model-info.ts';

// Prices the extension lists (flex and priority rows: OpenAI's published gpt-5 service-tier prices).
const catalogue = {
  'claude-sonnet-4-20250514': {
    maxTokens: 64000,
    contextWindow: 200000,
    supportsImages: true,
    supportsComputerUse: true,
    supportsPromptCache: true,
    supportsReasoningBudget: true,
    inputPrice: 3,
    outputPrice: 15,
    cacheWritesPrice: 3.75,
    cacheReadsPrice: 0.3,
    tiers: [{ contextWindow: 1000000, inputPrice: 6, outputPrice: 22.5, cacheWritesPrice: 7.5, cacheReadsPrice: 0.6 }],
  },
  'gpt-5': {
    maxTokens: 128000,
    contextWindow: 400000,
    supportsImages: true,
    supportsPromptCache: true,
    supportsReasoningEffort: true,
    reasoningEffort: 'medium',
    supportsVerbosity: true,
    supportsTemperature: false,
    inputPrice: 1.25,
    outputPrice: 10,
    tiers: [
      { name: 'flex', contextWindow: 400000, inputPrice: 0.625, outputPrice: 5 },
      { name: 'priority', contextWindow: 400000, inputPrice: 2.5, outputPrice: 20 },
    ],
  },
  'gemini-2.5-pro': {
    contextWindow: 1048576,
    maxThinkingTokens: 32768,
    supportsPromptCache: true,
    supportedParameters: ['max_tokens', 'reasoning'],
  },
};

describe('model info', () => {
  test('models with context-window and service tiers round-trip', () => {
    for (const info of Object.values(catalogue)) expect(modelInfoSchema.parse(info)).toEqual(info);
    expect(modelInfoSchema.parse(catalogue['gpt-5']).tiers?.map((t) => t.name)).toEqual(['flex', 'priority']);
  });

  test('an unknown service tier or parameter is rejected', () => {
    expect(modelInfoSchema.safeParse({ ...catalogue['gpt-5'], tiers: [{ name: 'turbo', contextWindow: 1 }] }).success).toBe(
      false,
    );
    expect(
      modelInfoSchema.safeParse({ contextWindow: 8192, supportsPromptCache: false, supportedParameters: ['top_k'] }).success,
    ).toBe(false);
  });

  test('context window and prompt-cache support are required', () => {
    expect(modelInfoSchema.safeParse({ supportsPromptCache: true }).success).toBe(false);
    expect(modelInfoSchema.safeParse({ contextWindow: 8192 }).success).toBe(false);
  });

  test("a model's default effort excludes minimal; the variant allows it", () => {
    expect(reasoningEffortSchema.safeParse('minimal').success).toBe(false);
    expect(reasoningEffortWithMinimalSchema.safeParse('minimal').success).toBe(true);
    expect(modelInfoSchema.safeParse({ contextWindow: 1, supportsPromptCache: true, reasoningEffort: 'minimal' }).success).toBe(
      false,
    );
  });
});
