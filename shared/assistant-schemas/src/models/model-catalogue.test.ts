import { describe, expect, test } from '@rstest/core';
import { checkProviderCatalogue } from './model-catalogue.ts';

const valid = () => ({
  provider: 'anthropic',
  source: 'packages/types/src/providers/anthropic.ts#anthropicModels',
  defaultModelId: 'claude-sonnet-4-5',
  hidden: [],
  models: {
    'claude-sonnet-4-5': {
      maxTokens: 64000,
      contextWindow: 200000,
      supportsPromptCache: true,
      inputPrice: 3,
      outputPrice: 15,
      tiers: [{ contextWindow: 1000000, inputPrice: 6, outputPrice: 22.5 }],
    } as Record<string, unknown>,
  },
});

describe('checkProviderCatalogue', () => {
  test('accepts a well-formed provider list', () => {
    expect(checkProviderCatalogue(valid()).models['claude-sonnet-4-5']!.inputPrice).toBe(3);
  });

  test('names provider, model and field of a wrong type', () => {
    const c = valid();
    c.models['claude-sonnet-4-5']!.inputPrice = '3.00';
    expect(() => checkProviderCatalogue(c)).toThrow(/provider 'anthropic', model 'claude-sonnet-4-5', field 'inputPrice'/);
  });

  test('a misspelt field fails instead of vanishing', () => {
    const c = valid();
    c.models['claude-sonnet-4-5']!.contextWindw = 5;
    expect(() => checkProviderCatalogue(c)).toThrow(/model 'claude-sonnet-4-5'.*contextWindw/);
  });

  test('names the tier field and rejects an unknown service tier', () => {
    const c = valid();
    c.models['claude-sonnet-4-5']!.tiers = [{ name: 'turbo', contextWindow: 200000 }];
    expect(() => checkProviderCatalogue(c)).toThrow(/field 'tiers\.0\.name'/);
  });

  test('a missing required field fails', () => {
    const c = valid();
    delete c.models['claude-sonnet-4-5']!.supportsPromptCache;
    expect(() => checkProviderCatalogue(c)).toThrow(/model 'claude-sonnet-4-5', field 'supportsPromptCache'/);
  });

  test('a default model outside the list fails', () => {
    const c = valid();
    c.defaultModelId = 'claude-9';
    expect(() => checkProviderCatalogue(c)).toThrow(/provider 'anthropic', field 'defaultModelId'/);
  });
});
