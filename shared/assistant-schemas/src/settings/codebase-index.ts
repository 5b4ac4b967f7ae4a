import { z } from 'zod';

/** Services that can turn code into embedding vectors for semantic search. */
export const EMBEDDER_PROVIDERS = ['openai', 'ollama', 'openai-compatible', 'gemini', 'mistral', 'vercel-ai-gateway'] as const;
export const embedderProviderSchema = z.enum(EMBEDDER_PROVIDERS);
export type EmbedderProvider = z.infer<typeof embedderProviderSchema>;

/** Bounds and defaults of codebase search. */
export const CODEBASE_SEARCH_LIMITS = {
  minResults: 10,
  maxResults: 200,
  defaultResults: 50,
  minScore: 0,
  maxScore: 1,
  defaultMinScore: 0.4,
} as const;

/** The codebase-index settings of the assistant (settings key `codebaseIndexConfig`). */
export const codebaseIndexConfigSchema = z.object({
  /** Index the workspace and offer the codebase_search tool. */
  codebaseIndexEnabled: z.boolean().optional(),
  /** URL of the Qdrant vector store. */
  codebaseIndexQdrantUrl: z.string().optional(),
  /** Service that computes the embeddings. */
  codebaseIndexEmbedderProvider: embedderProviderSchema.optional(),
  /** Base URL of the embedder (Ollama and similar). */
  codebaseIndexEmbedderBaseUrl: z.string().optional(),
  /** Embedding model id. */
  codebaseIndexEmbedderModelId: z.string().optional(),
  /** Vector size of the embedding model. */
  codebaseIndexEmbedderModelDimension: z.number().optional(),
  /** Least similarity (0 to 1) a result needs to be returned. */
  codebaseIndexSearchMinScore: z.number().min(CODEBASE_SEARCH_LIMITS.minScore).max(CODEBASE_SEARCH_LIMITS.maxScore).optional(),
  /** Most results one search returns (10 to 200). */
  codebaseIndexSearchMaxResults: z
    .number()
    .min(CODEBASE_SEARCH_LIMITS.minResults)
    .max(CODEBASE_SEARCH_LIMITS.maxResults)
    .optional(),
  /** Base URL of an OpenAI-compatible embedder. */
  codebaseIndexOpenAiCompatibleBaseUrl: z.string().optional(),
  /** Vector size of the OpenAI-compatible embedder's model. */
  codebaseIndexOpenAiCompatibleModelDimension: z.number().optional(),
});
export type CodebaseIndexConfig = z.infer<typeof codebaseIndexConfigSchema>;

const dimensionsSchema = z.record(
  z.string(),
  z.object({
    /** Vector size the model produces. */
    dimension: z.number(),
  }),
);

/** Known embedding models and their vector sizes, per embedder (settings key `codebaseIndexModels`). */
export const codebaseIndexModelsSchema = z.partialRecord(embedderProviderSchema, dimensionsSchema);
export type CodebaseIndexModels = z.infer<typeof codebaseIndexModelsSchema>;
