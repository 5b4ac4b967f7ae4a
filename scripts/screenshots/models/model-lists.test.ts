import { afterAll, describe, expect, test } from '@rstest/core';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { OLLAMA_MODEL_NAMES, OPENROUTER_CHAT_MODEL_IDS } from './api-fixtures.ts';
import { checkModelList, FETCHERS, modelListsFrom } from './model-lists.ts';

// A Roo Code checkout is not part of this repository, so the run against the release's own
// fetchers is `npm run screenshots`. Here a stand-in checkout holds fetcher modules with the
// release's exports and request paths, which shows what modelListsFrom does around them: it loads
// TypeScript from the checkout, points each fetcher at the served fixtures and checks the result.
const checkout = mkdtempSync(join(tmpdir(), 'roo-checkout-'));
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

function writeFetchers(openRouterBody: string, ollamaBody: string) {
  for (const [file, body] of [
    [FETCHERS.openrouter, openRouterBody],
    [FETCHERS.ollama, ollamaBody],
  ] as const) {
    mkdirSync(dirname(join(checkout, file)), { recursive: true });
    writeFileSync(join(checkout, file), body);
  }
}

const OPENROUTER_FETCHER = `
export async function getOpenRouterModels(options: { openRouterBaseUrl: string }) {
  const { data } = (await (await fetch(options.openRouterBaseUrl + '/models')).json()) as { data: any[] };
  const kept = data.filter((m) => !m.architecture.output_modalities.includes('image'));
  return Object.fromEntries(kept.map((m) => [m.id, { contextWindow: m.context_length }]));
}`;
const OLLAMA_FETCHER = `
export async function getOllamaModels(baseUrl: string) {
  const { models } = (await (await fetch(baseUrl + '/api/tags')).json()) as { models: { name: string }[] };
  return Object.fromEntries(models.map((m) => [m.name, { description: 'local' }]));
}`;

describe('model lists made by the checkout', () => {
  test('loads the fetchers from the checkout and runs them against the served fixtures', async () => {
    writeFetchers(OPENROUTER_FETCHER, OLLAMA_FETCHER);
    const lists = await modelListsFrom(checkout);
    expect(Object.keys(lists.openrouter)).toEqual(OPENROUTER_CHAT_MODEL_IDS);
    expect(lists.openrouter['openai/gpt-5']).toEqual({ contextWindow: 400_000 });
    expect(Object.keys(lists.ollama)).toEqual(OLLAMA_MODEL_NAMES);
  });

  test('a fetcher that swallowed a failure (an empty list) fails the run', async () => {
    writeFetchers(OPENROUTER_FETCHER, 'export async function getOllamaModels() { return {}; }');
    await expect(modelListsFrom(checkout)).rejects.toThrow(/Ollama's fetcher made the models \[\] of the fixtures/);
  });

  test('a list that lacks a fixture model, or keeps one the extension drops, is refused', () => {
    const list = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, {}]));
    expect(() => checkModelList('OpenRouter', list(['b', 'a']), ['a', 'b'])).not.toThrow();
    expect(() => checkModelList('OpenRouter', list(['a']), ['a', 'b'])).toThrow(/\[a\] of the fixtures, not \[a, b\]/);
    expect(() => checkModelList('OpenRouter', list(['a', 'b', 'img']), ['a', 'b'])).toThrow(/OpenRouter/);
  });
});
