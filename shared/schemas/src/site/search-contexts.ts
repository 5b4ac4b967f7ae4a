import { z } from 'zod';
import type { SearchContext } from '../contract/search-contexts.ts';

/** A search context: a label readers pick, and the path prefix that selects its pages (docs/site-behaviour.md, search). */
export const searchContextSchema = z.object({
  label: z.string().min(1),
  shortLabel: z.string().min(1).optional(),
  prefix: z.string().regex(/^[a-z0-9-]+$/),
}) satisfies z.ZodType<SearchContext>;
