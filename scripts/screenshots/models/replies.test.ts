import { describe, expect, test } from '@rstest/core';
import { modelReplies } from './replies.ts';

describe('model-list replies', () => {
  test("the router answer carries OpenRouter's list and leaves Ollama's to its own request, as the release does", () => {
    const openrouter = { 'openai/gpt-5': { contextWindow: 400_000 } };
    const ollama = { 'devstral:24b': { contextWindow: 131_072 } };
    const replies = modelReplies({ openrouter, ollama });
    const routerModels = replies.requestRouterModels![0]!.routerModels as Record<string, unknown>;
    expect(routerModels.openrouter).toBe(openrouter);
    expect(routerModels.ollama).toEqual({});
    expect(routerModels.lmstudio).toEqual({});
    expect(replies.requestOllamaModels).toEqual([{ type: 'ollamaModels', ollamaModels: ollama }]);
  });
});
