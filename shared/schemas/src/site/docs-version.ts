import { z } from 'zod';
import { docEntrySchema } from './doc-entry.ts';
import { SITE_BASE_URL } from '../contract/site-config.ts';
import { sitePathSchema } from './sections.ts';

/** A docs version, as the version preference and the sidebar read it. */
export const docsVersionShape = {
  /** Version name, e.g. `current`. */
  name: z.string().min(1),
  /** Label shown in the version picker. */
  label: z.string().min(1),
  /** This is the latest version. */
  isLast: z.boolean(),
  /** Path the version's docs live under. */
  path: sitePathSchema,
  /** Id of the page the version opens on. */
  mainDocId: z.string().min(1),
  /** The version's doc pages. */
  docs: z.array(docEntrySchema),
  /** Ids of draft pages, left out of production builds. */
  draftIds: z.array(z.string()),
  /** Sidebars by id, each with the page its title links to. */
  sidebars: z.record(
    z.string(),
    z.object({
      /** Where the sidebar's title links. */
      link: z.object({ label: z.string(), path: sitePathSchema }).optional(),
    }),
  ),
  /** Show breadcrumbs on the version's pages. */
  breadcrumbs: z.boolean(),
};

/**
 * A docs version checked against the site's base URL: a version or page path outside it is an
 * error, because the version's links would leave the site.
 */
export function docsVersionSchema(baseUrl: string = SITE_BASE_URL) {
  const underBase = sitePathSchema.startsWith(baseUrl);
  return z.object({
    ...docsVersionShape,
    path: underBase,
    docs: z.array(docEntrySchema.extend({ path: underBase })),
  });
}
export type DocsVersion = z.infer<ReturnType<typeof docsVersionSchema>>;
