import { describe, expect, test } from '@rstest/core';
import { OLLAMA_MODEL_NAMES, OPENROUTER_CHAT_MODEL_IDS } from './api-fixtures.ts';
import { serveModelApis } from './api-server.ts';

// The fixture APIs answer the requests the extension's fetchers make, with the raw shapes the
// services send: OpenRouter's prices per token as strings, Ollama's context length in model_info.
describe('model API fixtures served on 127.0.0.1', () => {
  test("OpenRouter's /models lists every fixture model with per-token prices, the image model too", async () => {
    const apis = await serveModelApis();
    try {
      const response = await fetch(`${apis.openRouterBaseUrl}/models`);
      const { data } = (await response.json()) as { data: { id: string; pricing: Record<string, string> }[] };
      expect(data.map((m) => m.id)).toEqual([...OPENROUTER_CHAT_MODEL_IDS, 'google/gemini-2.5-flash-image']);
      const sonnet = data.find((m) => m.id === 'anthropic/claude-sonnet-4.5')!;
      expect(sonnet.pricing).toMatchObject({ prompt: '0.000003', completion: '0.000015', input_cache_read: '0.0000003' });
      expect(data.find((m) => m.id === 'openai/gpt-5')!.pricing.input_cache_write).toBeUndefined();
      expect(apis.requests).toEqual(['GET /openrouter/api/v1/models']);
    } finally {
      await apis.close();
    }
  });

  test("Ollama's /api/tags lists the pulled models and /api/show describes each, 404 for others", async () => {
    const apis = await serveModelApis();
    try {
      const tags = (await (await fetch(`${apis.ollamaBaseUrl}/api/tags`)).json()) as { models: { name: string }[] };
      expect(tags.models.map((m) => m.name)).toEqual(OLLAMA_MODEL_NAMES);
      const show = async (model: string) =>
        fetch(`${apis.ollamaBaseUrl}/api/show`, { method: 'POST', body: JSON.stringify({ model }) });
      const shown = (await (await show('devstral:24b')).json()) as { model_info: Record<string, unknown> };
      expect(shown.model_info['llama.context_length']).toBe(131_072);
      expect((await show('llama3:8b')).status).toBe(404);
      expect((await fetch(`${apis.ollamaBaseUrl}/api/ps`)).status).toBe(404);
    } finally {
      await apis.close();
    }
  });
});
