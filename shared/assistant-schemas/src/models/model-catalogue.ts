import { z } from 'zod';
import { modelInfoSchema, modelTierSchema } from './model-info.ts';

/** The release the catalogue describes, shown beside every table built from it. */
export const MODEL_CATALOGUE_RELEASE = { version: '3.28.17', date: 'October 2025' } as const;

// Strict on purpose: a misspelt field (`contextWindw`) must fail, not vanish.
const catalogueModelSchema = modelInfoSchema.extend({ tiers: z.array(modelTierSchema.strict()).optional() }).strict();

/** One provider's fixed model list as the extension ships it (one file of the catalogue). */
export const providerCatalogueSchema = z
  .object({
    /** Catalogue key: the site's provider id (`zai-china` for Z AI's mainland line). */
    provider: z.string().regex(/^[a-z0-9-]+$/),
    /** Extension file and export the list comes from. */
    source: z.string().min(1),
    /** The model the extension selects when none is chosen. */
    defaultModelId: z.string().min(1),
    /** Models the extension marks deprecated and hides from its picker; left out of `models`. */
    hidden: z.array(z.string()),
    /** Model id → what it can do and costs (prices in USD per million tokens). */
    models: z.record(z.string().min(1), catalogueModelSchema),
  })
  .strict()
  .refine((c) => c.defaultModelId in c.models, { message: 'defaultModelId is not one of models', path: ['defaultModelId'] });
export type ProviderCatalogue = z.infer<typeof providerCatalogueSchema>;

/** The whole catalogue as published for tools: release plus every provider's list. */
export const modelCatalogueFileSchema = z
  .object({
    /** The JSON Schema this file follows. */
    $schema: z.string().optional(),
    version: z.literal(MODEL_CATALOGUE_RELEASE.version),
    date: z.literal(MODEL_CATALOGUE_RELEASE.date),
    providers: z.record(z.string(), providerCatalogueSchema),
  })
  .strict();
export type ModelCatalogueFile = z.infer<typeof modelCatalogueFileSchema>;

/** Where in a provider's file a problem is, in words: `model 'x', field 'tiers.0.inputPrice'`. */
function locate(path: PropertyKey[]): string {
  if (path[0] === 'models' && path.length >= 2) {
    const field = path.slice(2).map(String).join('.');
    return `model '${String(path[1])}'${field ? `, field '${field}'` : ''}`;
  }
  return path.length ? `field '${path.map(String).join('.')}'` : '(root)';
}

/**
 * Validate one provider's file of the catalogue; throw an error naming the provider, model and
 * field of every problem.
 */
export function checkProviderCatalogue(value: unknown, where = 'model catalogue'): ProviderCatalogue {
  const result = providerCatalogueSchema.safeParse(value);
  if (result.success) return result.data;
  const provider = (value as { provider?: unknown } | null)?.provider;
  const name = typeof provider === 'string' ? provider : '(unnamed provider)';
  const lines = result.error.issues.map((i) => `provider '${name}', ${locate(i.path)}: ${i.message}`);
  throw new Error(`Invalid ${where}:\n  ${lines.join('\n  ')}`);
}
