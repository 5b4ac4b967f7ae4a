import { describe, expect, test } from '@rstest/core';
import { codebaseIndexConfigSchema, codebaseIndexModelsSchema, EMBEDDER_PROVIDERS } from './codebase-index.ts';
import { loadFixture } from '../fixtures/load.ts';

const accepts = (over: Record<string, unknown>) => codebaseIndexConfigSchema.safeParse(over).success;

describe('codebase index settings', () => {
  test('the fixture round-trips unchanged', () => {
    const fixture = loadFixture('codebaseIndex');
    expect(codebaseIndexConfigSchema.parse(fixture)).toEqual(fixture);
  });

  test('search min score is between 0 and 1', () => {
    expect(accepts({ codebaseIndexSearchMinScore: -0.01 })).toBe(false);
    expect(accepts({ codebaseIndexSearchMinScore: 0 })).toBe(true);
    expect(accepts({ codebaseIndexSearchMinScore: 1 })).toBe(true);
    expect(accepts({ codebaseIndexSearchMinScore: 1.01 })).toBe(false);
  });

  test('search max results is between 10 and 200', () => {
    expect(accepts({ codebaseIndexSearchMaxResults: 9 })).toBe(false);
    expect(accepts({ codebaseIndexSearchMaxResults: 10 })).toBe(true);
    expect(accepts({ codebaseIndexSearchMaxResults: 200 })).toBe(true);
    expect(accepts({ codebaseIndexSearchMaxResults: 201 })).toBe(false);
  });

  test('the embedder is one of the six providers', () => {
    expect(EMBEDDER_PROVIDERS).toEqual(['openai', 'ollama', 'openai-compatible', 'gemini', 'mistral', 'vercel-ai-gateway']);
    for (const provider of EMBEDDER_PROVIDERS) expect(accepts({ codebaseIndexEmbedderProvider: provider })).toBe(true);
    for (const provider of ['bedrock', 'openrouter', 'OpenAI'])
      expect(accepts({ codebaseIndexEmbedderProvider: provider })).toBe(false);
  });

  test('known model dimensions are keyed by embedder', () => {
    expect(codebaseIndexModelsSchema.safeParse({ ollama: { 'nomic-embed-text': { dimension: 768 } } }).success).toBe(true);
    expect(codebaseIndexModelsSchema.safeParse({ bedrock: { titan: { dimension: 1024 } } }).success).toBe(false);
    expect(codebaseIndexModelsSchema.safeParse({ openai: { small: {} } }).success).toBe(false);
  });
});
