import { z } from 'zod';

/** Query parameters of the search results page, `/search/?q=&ctx=&version=`. */
export const searchQuerySchema = z.object({
  /** Search text; a blank query shows no results (spec 5). */
  q: z.string().trim().min(1),
  /** Search context that narrows the results. */
  ctx: z.string().min(1).optional(),
  /** Docs version to search. */
  version: z.string().min(1).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The query of a results-page URL, or null when it has nothing to search for. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery | null {
  // An empty `ctx=` or `version=` means "not given", not an invalid value.
  const raw = Object.fromEntries([...params].filter(([key, value]) => value !== '' && ['q', 'ctx', 'version'].includes(key)));
  const result = searchQuerySchema.safeParse(raw);
  return result.success ? result.data : null;
}
