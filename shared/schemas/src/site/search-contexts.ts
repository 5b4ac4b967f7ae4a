import { z } from 'zod';

/** A search context: a label readers pick, and the path prefix that selects its pages (spec 3.1). */
export const searchContextSchema = z.object({
  /** Shown in the filter list of the results page. */
  label: z.string().min(1),
  /** Short label where space is tight (the cloud section is shown as 'Cloud'). */
  shortLabel: z.string().min(1),
  /** Pages whose path starts with `/${prefix}/` belong to this context. */
  prefix: z.string().regex(/^[a-z0-9-]+$/),
});
export type SearchContext = z.infer<typeof searchContextSchema>;

export { SEARCH_CONTEXTS, contextOfPath } from './search-contexts-data.ts';
