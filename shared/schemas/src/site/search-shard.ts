import { z } from 'zod';
import { SHARD_SCHEMA_VERSION, type SectionDoc } from '@roo-docs/search-index/format';
import type { ShardOptions } from '@roo-docs/search-index/options';
import { buildIdSchema, sectionNameSchema } from './sections.ts';

/** MiniSearch options that must be identical when the shard is built and when it is loaded. */
export const miniSearchOptionsSchema = z.object({
  idField: z.literal('id'),
  fields: z.array(z.string()).min(1),
  storeFields: z.array(z.string()),
  searchOptions: z.object({
    boost: z.record(z.string(), z.number()),
    prefix: z.boolean(),
    fuzzy: z.number().min(0).max(1),
    bm25: z.object({ k: z.number(), b: z.number(), d: z.number() }),
  }),
}) satisfies z.ZodType<ShardOptions>;
export type MiniSearchShardOptions = z.infer<typeof miniSearchOptionsSchema>;

/** One searchable unit: a page section under one heading (id `path#anchor`). */
export const searchDocumentSchema = z.object({
  id: z.string().min(1),
  /** Page path. */
  path: z.string().startsWith('/'),
  /** Heading anchor, empty for the text before the first heading. */
  anchor: z.string(),
  /** The heading's text (the page title for the intro section). */
  title: z.string(),
  /** Page title then the parent headings above this one. */
  parents: z.array(z.string()),
  /** Search context label. */
  context: z.string().nullable(),
  text: z.string(),
}) satisfies z.ZodType<SectionDoc>;
export type SearchDocument = z.infer<typeof searchDocumentSchema>;

/**
 * `search-shard.json` of one section build: MiniSearch's index in the lean form of
 * `@roo-docs/search-index` (src/format.ts), which documents each field.
 */
export const searchShardSchema = z.object({
  header: z.object({
    schemaVersion: z.literal(SHARD_SCHEMA_VERSION),
    section: sectionNameSchema,
    buildId: buildIdSchema,
    minisearchVersion: z.string().regex(/^\d+\.\d+\.\d+$/),
    options: miniSearchOptionsSchema,
    documentCount: z.number().int().nonnegative(),
  }),
  pages: z.array(z.tuple([z.string().startsWith('/'), z.string(), z.string().nullable()])),
  docs: z.array(z.tuple([z.number().int().nonnegative(), z.string(), z.string(), z.string()], z.string())),
  terms: z.array(z.string()),
  postings: z.array(z.array(z.number().int())),
  fieldLength: z.array(z.number().int().nonnegative()),
  averageFieldLength: z.array(z.number().nonnegative()),
});
export type SearchShard = z.infer<typeof searchShardSchema>;
