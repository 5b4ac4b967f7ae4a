import { z } from 'zod';
import { sitePathSchema } from './sections.ts';

/** A searchable document, with the short keys the worker sends to keep answers small. */
export const searchHitDocumentSchema = z.object({
  /** Site path of the page (never another origin). */
  u: sitePathSchema,
  /** Title: the page's, or the heading's for a section. */
  t: z.string(),
  /** Title of the section the text sits in. */
  s: z.string().optional(),
  /** Heading anchor, with its `#`. */
  h: z.string().optional(),
  /** Breadcrumb trail to the page. */
  b: z.array(z.string()).optional(),
});
export type SearchHitDocument = z.infer<typeof searchHitDocumentSchema>;

/** One search result, as the worker answers a query. */
export const searchHitSchema = z.object({
  /** The matching document. */
  document: searchHitDocumentSchema,
  /** The page a section hit belongs to; false when the hit is the page itself. */
  page: z.union([searchHitDocumentSchema, z.literal(false)]).optional(),
  /** Where each term matched, by term and field. */
  metadata: z.record(z.string(), z.unknown()),
  /** The query's terms, for highlighting. */
  tokens: z.array(z.string()),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
