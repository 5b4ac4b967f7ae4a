import { z } from 'zod';
import { sitePathSchema } from './sections.ts';

/**
 * One entry of the page table that maps a path to what renders it. Paths are exact: the table
 * has no route parameters (the site path rule already excludes `:` and `*`).
 */
export const pageTableEntrySchema = z.object({
  /** Exact path. */
  path: sitePathSchema,
  /** Id of the renderer (doc page, home page, search page, ...). */
  component: z.string().min(1),
  /** Id of the content module the renderer shows. */
  content: z.string().min(1).optional(),
  /** Id of a context the renderer needs (a few entries only). */
  context: z.string().min(1).optional(),
  /** Id of extra props for the renderer (a few entries only). */
  props: z.string().min(1).optional(),
});
export type PageTableEntry = z.infer<typeof pageTableEntrySchema>;

/** The whole table; a repeated path only warns at build time (spec 2.9), so it is not an error here. */
export const pageTableSchema = z.array(pageTableEntrySchema);
export type PageTable = z.infer<typeof pageTableSchema>;
