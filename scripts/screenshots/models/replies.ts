import { DYNAMIC_PROVIDERS, LOCAL_PROVIDERS } from '@roo-docs/assistant-schemas';
import type { ExtensionMessage } from '../scenes/types.ts';
import type { ModelLists } from './model-lists.ts';

// The providers whose model lists the extension asks its host for at run time.
const ROUTERS = [...DYNAMIC_PROVIDERS, ...LOCAL_PROVIDERS];

/**
 * What the extension answers to the model-list requests a provider form makes, made from the lists
 * its own fetchers produced (model-lists.ts). As at the release, the answer to
 * `requestRouterModels` fills OpenRouter's list and leaves Ollama's and LM Studio's empty: those
 * two have requests of their own.
 */
export function modelReplies(lists: ModelLists): Record<string, ExtensionMessage[]> {
  const routerModels = Object.fromEntries(ROUTERS.map((name) => [name, name === 'openrouter' ? lists.openrouter : {}]));
  return {
    requestRouterModels: [{ type: 'routerModels', routerModels }],
    requestOllamaModels: [{ type: 'ollamaModels', ollamaModels: lists.ollama }],
    requestLmStudioModels: [{ type: 'lmStudioModels', lmStudioModels: {} }],
  };
}
