import { z } from 'zod';
import { embedderProviderSchema, type EmbedderProvider } from './codebase-index.ts';

/** What the assistant knows about one embedding model. */
export const embeddingModelProfileSchema = z.object({
  /** Vector size the model produces. */
  dimension: z.number().int().positive(),
  /** Least similarity worth returning with this model, when it differs from the default. */
  scoreThreshold: z.number().min(0).max(1).optional(),
  /** Text the model expects in front of a search query. */
  queryPrefix: z.string().optional(),
});
export type EmbeddingModelProfile = z.infer<typeof embeddingModelProfileSchema>;

export const embeddingModelProfilesSchema = z.partialRecord(
  embedderProviderSchema,
  z.record(z.string().min(1), embeddingModelProfileSchema),
);
export type EmbeddingModelProfiles = z.infer<typeof embeddingModelProfilesSchema>;

const CODE_QUERY_PREFIX = 'Represent this query for searching relevant code: ';

// Facts from RooCodeInc/Roo-Code src/shared/embeddingModels.ts (EMBEDDING_MODEL_PROFILES).
export const EMBEDDING_MODEL_PROFILES = {
  openai: {
    'text-embedding-3-small': { dimension: 1536, scoreThreshold: 0.4 },
    'text-embedding-3-large': { dimension: 3072, scoreThreshold: 0.4 },
    'text-embedding-ada-002': { dimension: 1536, scoreThreshold: 0.4 },
  },
  ollama: {
    'nomic-embed-text': { dimension: 768, scoreThreshold: 0.4 },
    'nomic-embed-code': { dimension: 3584, scoreThreshold: 0.15, queryPrefix: CODE_QUERY_PREFIX },
    'mxbai-embed-large': { dimension: 1024, scoreThreshold: 0.4 },
    'all-minilm': { dimension: 384, scoreThreshold: 0.4 },
  },
  'openai-compatible': {
    'text-embedding-3-small': { dimension: 1536, scoreThreshold: 0.4 },
    'text-embedding-3-large': { dimension: 3072, scoreThreshold: 0.4 },
    'text-embedding-ada-002': { dimension: 1536, scoreThreshold: 0.4 },
    'nomic-embed-code': { dimension: 3584, scoreThreshold: 0.15, queryPrefix: CODE_QUERY_PREFIX },
  },
  gemini: {
    'text-embedding-004': { dimension: 768 },
    'gemini-embedding-001': { dimension: 3072, scoreThreshold: 0.4 },
  },
  mistral: {
    'codestral-embed-2505': { dimension: 1536, scoreThreshold: 0.4 },
  },
  'vercel-ai-gateway': {
    'openai/text-embedding-3-small': { dimension: 1536, scoreThreshold: 0.4 },
    'openai/text-embedding-3-large': { dimension: 3072, scoreThreshold: 0.4 },
    'openai/text-embedding-ada-002': { dimension: 1536, scoreThreshold: 0.4 },
    'cohere/embed-v4.0': { dimension: 1024, scoreThreshold: 0.4 },
    'google/gemini-embedding-001': { dimension: 768, scoreThreshold: 0.4 },
    'google/text-embedding-005': { dimension: 768, scoreThreshold: 0.4 },
    'google/text-multilingual-embedding-002': { dimension: 768, scoreThreshold: 0.4 },
    'amazon/titan-embed-text-v2': { dimension: 1024, scoreThreshold: 0.4 },
    'mistral/codestral-embed': { dimension: 1536, scoreThreshold: 0.4 },
    'mistral/mistral-embed': { dimension: 1024, scoreThreshold: 0.4 },
  },
} as const satisfies EmbeddingModelProfiles;

/** Vector size of a known model, or undefined for a model the profiles do not list. */
export function modelDimension(provider: EmbedderProvider, modelId: string): number | undefined {
  const models: Record<string, EmbeddingModelProfile> = EMBEDDING_MODEL_PROFILES[provider];
  return models[modelId]?.dimension;
}
