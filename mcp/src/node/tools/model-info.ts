import { modelCatalogueFileSchema, type ModelCatalogueFile, type ProviderCatalogue } from '@roo-docs/assistant-schemas';
import { capabilities, formatPrice, formatTokens, tierLines } from '@roo-docs/mdx-kit/model-table-data';
import type { DocsSite } from '../site/docs-site.ts';
import { RefusedInput } from '../site/site-path.ts';
import { closest } from './closest.ts';

/** Where the published catalogue is (written beside the JSON Schemas by every publish). */
export const MODEL_CATALOGUE_PATH = '/schemas/model-catalogue.json';

type CatalogueModel = ProviderCatalogue['models'][string];

/** The catalogue the site publishes, parsed once per release of the site. */
export async function liveCatalogue(site: DocsSite): Promise<ModelCatalogueFile> {
  const { siteKey } = await site.live();
  return site.json(MODEL_CATALOGUE_PATH, siteKey, (raw) => modelCatalogueFileSchema.parse(raw));
}

function modelText(id: string, m: CatalogueModel, isDefault: boolean): string {
  const lines = [`### ${id}${isDefault ? ' (default)' : ''}`, `- Context window: ${formatTokens(m.contextWindow)} tokens`];
  if (m.maxTokens) lines.push(`- Max output: ${formatTokens(m.maxTokens)} tokens`);
  const can = capabilities({ id, ...m });
  if (can.length) lines.push(`- Supports: ${can.join(', ')}`);
  if (m.inputPrice !== undefined || m.outputPrice !== undefined)
    lines.push(`- Price per million tokens: ${formatPrice(m.inputPrice)} in, ${formatPrice(m.outputPrice)} out`);
  if (m.cacheWritesPrice !== undefined || m.cacheReadsPrice !== undefined)
    lines.push(`- Cache: ${formatPrice(m.cacheWritesPrice)} write, ${formatPrice(m.cacheReadsPrice)} read`);
  for (const tier of tierLines({ id, ...m })) lines.push(`- ${tier}`);
  if (m.description) lines.push('', m.description);
  return lines.join('\n');
}

export interface ModelAnswer {
  provider: string;
  defaultModelId: string;
  models: Record<string, CatalogueModel>;
  text: string;
}

/**
 * `model_info`: one provider's fixed model list, or one model of it, from the published catalogue.
 * An unknown provider or model is an error listing the closest names and where the full list is.
 */
export async function modelInfo(site: DocsSite, args: { provider: string; model?: string | undefined }): Promise<ModelAnswer> {
  const catalogue = await liveCatalogue(site);
  const providers = Object.keys(catalogue.providers);
  const p = catalogue.providers[args.provider.trim().toLowerCase()];
  if (!p) {
    throw new RefusedInput(
      `No provider '${args.provider}' in the model catalogue (Roo Code ${catalogue.version}). Closest: ${closest(args.provider, providers).join(', ')}. All: ${providers.join(', ')}`,
    );
  }
  const head = `Provider ${p.provider}, Roo Code ${catalogue.version} (${catalogue.date}); default model ${p.defaultModelId}.`;
  if (args.model === undefined) {
    const list = Object.entries(p.models).map(([id, m]) => modelText(id, m, id === p.defaultModelId));
    return { provider: p.provider, defaultModelId: p.defaultModelId, models: p.models, text: [head, '', ...list].join('\n\n') };
  }
  const model = p.models[args.model.trim()];
  if (!model && p.hidden.includes(args.model.trim())) {
    throw new RefusedInput(
      `${args.model} is deprecated: Roo Code ${catalogue.version} hides it from ${p.provider}'s model picker`,
    );
  }
  if (!model) {
    const ids = Object.keys(p.models);
    throw new RefusedInput(
      `Provider ${p.provider} has no model '${args.model}'. Closest: ${closest(args.model, ids).join(', ')}. Call model_info without a model for all ${ids.length}.`,
    );
  }
  return {
    provider: p.provider,
    defaultModelId: p.defaultModelId,
    models: { [args.model.trim()]: model },
    text: `${head}\n\n${modelText(args.model.trim(), model, args.model.trim() === p.defaultModelId)}`,
  };
}
