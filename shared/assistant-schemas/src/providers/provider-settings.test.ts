import { describe, expect, test } from '@rstest/core';
import { formatZodError } from '@roo-docs/schemas';
import { PROVIDER_IDS } from './provider-ids.ts';
import { providerSettingsSchema } from './provider-settings.ts';

const accepts = (value: unknown) => providerSettingsSchema.safeParse(value).success;
const problems = (value: unknown): string[] => {
  const result = providerSettingsSchema.safeParse(value);
  return result.success ? [] : formatZodError(result.error);
};

describe('provider settings', () => {
  test('there is one variant per provider id, covering every provider id', () => {
    const variants = providerSettingsSchema.options.map((option) => option.shape.apiProvider.value);
    expect([...variants].sort()).toEqual([...PROVIDER_IDS].sort());
    const spec = ['openrouter', 'anthropic', 'bedrock', 'vertex', 'openai', 'ollama', 'lmstudio', 'gemini', 'mistral'];
    for (const id of [...spec, 'deepseek', 'groq', 'xai', 'litellm', 'roo', 'human-relay', 'fake-ai'])
      expect(variants).toContain(id);
  });

  test("a field of another provider is rejected, the provider's own and common ones accepted", () => {
    expect(problems({ apiProvider: 'anthropic', openRouterApiKey: 'k' })).toEqual([
      '(root): Unrecognized key: "openRouterApiKey"',
    ]);
    expect(accepts({ apiProvider: 'ollama', apiKey: 'k' })).toBe(false);
    expect(accepts({ apiProvider: 'openrouter', awsRegion: 'us-east-1' })).toBe(false);
    expect(accepts({ apiProvider: 'anthropic', apiKey: 'k', anthropicBeta1MContext: true, modelTemperature: 0.2 })).toBe(true);
    expect(
      accepts({
        apiProvider: 'bedrock',
        awsProfile: 'dev',
        awsCustomArn: 'arn:aws:bedrock:x',
        awsBedrockEndpoint: 'https://vpc',
      }),
    ).toBe(true);
  });

  test('an unknown or missing provider is rejected', () => {
    expect(problems({ apiProvider: 'skynet' })).toHaveLength(1);
    expect(accepts({ apiKey: 'k' })).toBe(false);
  });

  test('Moonshot accepts only its two endpoints', () => {
    expect(accepts({ apiProvider: 'moonshot', moonshotBaseUrl: 'https://api.moonshot.ai/v1' })).toBe(true);
    expect(accepts({ apiProvider: 'moonshot', moonshotBaseUrl: 'https://api.moonshot.cn/v1' })).toBe(true);
    expect(accepts({ apiProvider: 'moonshot', moonshotBaseUrl: 'https://api.moonshot.ai/v2' })).toBe(false);
  });

  test('Z.ai accepts its four API lines', () => {
    for (const line of ['international_coding', 'international', 'china_coding', 'china']) {
      expect(accepts({ apiProvider: 'zai', zaiApiLine: line })).toBe(true);
    }
    expect(accepts({ apiProvider: 'zai', zaiApiLine: 'international_api' })).toBe(false);
  });

  test('claude-code max output tokens is an integer from 1 to 200000', () => {
    const tokens = (n: number) => accepts({ apiProvider: 'claude-code', claudeCodeMaxOutputTokens: n });
    expect([0, 1, 200000, 200001, 1.5].map(tokens)).toEqual([false, true, true, false, false]);
  });

  test('consecutive mistake limit is at least 0', () => {
    expect(accepts({ apiProvider: 'gemini', consecutiveMistakeLimit: -1 })).toBe(false);
    expect(accepts({ apiProvider: 'gemini', consecutiveMistakeLimit: 0 })).toBe(true);
  });

  test('reasoning effort allows minimal, verbosity and service tier have fixed values', () => {
    for (const effort of ['minimal', 'low', 'medium', 'high'])
      expect(accepts({ apiProvider: 'openai-native', reasoningEffort: effort })).toBe(true);
    expect(accepts({ apiProvider: 'openai-native', reasoningEffort: 'max' })).toBe(false);
    for (const verbosity of ['low', 'medium', 'high']) expect(accepts({ apiProvider: 'openai-native', verbosity })).toBe(true);
    expect(accepts({ apiProvider: 'openai-native', verbosity: 'verbose' })).toBe(false);
    for (const tier of ['default', 'flex', 'priority'])
      expect(accepts({ apiProvider: 'openai-native', openAiNativeServiceTier: tier })).toBe(true);
    expect(accepts({ apiProvider: 'openai-native', openAiNativeServiceTier: 'standard' })).toBe(false);
  });
});
