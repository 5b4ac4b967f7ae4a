import { join } from 'node:path';
import { createJiti } from 'jiti';
import { OLLAMA_MODEL_NAMES, OPENROUTER_CHAT_MODEL_IDS } from './api-fixtures.ts';
import { serveModelApis } from './api-server.ts';

/** A model list as the extension hands it to its webview: model id → ModelInfo. */
export type ModelRecord = Record<string, Record<string, unknown>>;

/** The lists the pictures show, as the checkout's own fetchers made them from the API fixtures. */
export interface ModelLists {
  openrouter: ModelRecord;
  ollama: ModelRecord;
}

/** The extension's fetcher modules, relative to the checkout (src/api/providers/fetchers at the release). */
export const FETCHERS = {
  openrouter: 'src/api/providers/fetchers/openrouter.ts',
  ollama: 'src/api/providers/fetchers/ollama.ts',
};

interface OpenRouterFetcher {
  getOpenRouterModels: (options: { openRouterBaseUrl: string }) => Promise<ModelRecord>;
}
interface OllamaFetcher {
  getOllamaModels: (baseUrl: string) => Promise<ModelRecord>;
}

/**
 * The fetchers log a failed request or an invalid answer and return what they have, often
 * nothing; a picture made from such a list would quietly show no models, so a list that lacks a
 * model of the fixtures, or keeps one the extension drops, fails the run.
 */
export function checkModelList(service: string, list: ModelRecord, expected: string[]): ModelRecord {
  const ids = Object.keys(list).sort();
  if (ids.join() !== [...expected].sort().join()) {
    throw new Error(`${service}'s fetcher made the models [${ids.join(', ')}] of the fixtures, not [${expected.join(', ')}]`);
  }
  return list;
}

/**
 * Runs the checkout's OpenRouter and Ollama fetchers (which parse each model with the extension's
 * parseOpenRouterModel and parseOllamaModel) against the API fixtures served on 127.0.0.1, and
 * returns what they made. The TypeScript modules are loaded from the checkout as they are, with
 * the dependencies the webview build installed there; nothing of them is copied here.
 */
export async function modelListsFrom(checkout: string): Promise<ModelLists> {
  const jiti = createJiti(import.meta.url, { moduleCache: false });
  const openRouter = await jiti.import<OpenRouterFetcher>(join(checkout, FETCHERS.openrouter));
  const ollama = await jiti.import<OllamaFetcher>(join(checkout, FETCHERS.ollama));
  const apis = await serveModelApis();
  try {
    return {
      openrouter: checkModelList(
        'OpenRouter',
        await openRouter.getOpenRouterModels({ openRouterBaseUrl: apis.openRouterBaseUrl }),
        OPENROUTER_CHAT_MODEL_IDS,
      ),
      ollama: checkModelList('Ollama', await ollama.getOllamaModels(apis.ollamaBaseUrl), OLLAMA_MODEL_NAMES),
    };
  } finally {
    await apis.close();
  }
}
