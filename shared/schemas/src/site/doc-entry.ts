import { z } from 'zod';
import { sitePathSchema } from './sections.ts';

/** One doc page of a docs version. */
export const docEntrySchema = z.object({
  /** Doc id, e.g. `features/custom-modes`. */
  id: z.string().min(1),
  /** Route path of the page. */
  path: sitePathSchema,
  /** Id of the sidebar the page appears in; absent for pages outside every sidebar. */
  sidebar: z.string().min(1).optional(),
});
export type DocEntry = z.infer<typeof docEntrySchema>;
