import { z } from 'zod';
import type { PageModule } from '../contract/routes-module.ts';
import type { SidebarItem, SidebarTopItem } from '../contract/sidebar.ts';
import { buildIdSchema, sectionNameSchema, sitePathSchema } from './sections.ts';

/** One heading of a page's table of contents. */
export const headingSchema = z.object({
  depth: z.union([z.literal(2), z.literal(3)]),
  /** Anchor id, unique within the page. */
  id: z.string().min(1),
  text: z.string(),
}) satisfies z.ZodType<PageModule['toc'][number]>;
export type Heading = z.infer<typeof headingSchema>;

/** One route of a section, as data the shell reads without running remote code. */
export const routeEntrySchema = z.object({
  // The origin is case-sensitive; the servers and the shell send a path typed in another case to
  // its lower-case form, so a route spelled otherwise could never be reached that way.
  path: sitePathSchema.refine((p) => p === p.toLowerCase(), 'Route path must be lower case'),
  title: z.string().min(1),
  /** One sentence for the meta description and link previews. */
  description: z.string().min(1),
  /** Label in the sidebar when it differs from the title. */
  sidebarLabel: z.string().min(1).optional(),
  /** Search context label, null for pages outside every context. */
  context: z.string().nullable(),
  /** h2 and h3 headings in page order. */
  headings: z.array(headingSchema),
  /** ISO time of the last change to the page's source, null when unknown. */
  lastUpdated: z.string().datetime({ offset: true }).nullable(),
  /** Repository path of the page's source, for the edit link. */
  source: z.string().min(1),
  /** False for pages reachable only by link (the features index). */
  inSidebar: z.boolean(),
});
export type RouteEntry = z.infer<typeof routeEntrySchema>;

export const sidebarItemSchema: z.ZodType<SidebarItem> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('doc'),
      path: sitePathSchema,
      label: z.string().min(1).optional(),
      // The pager's previous and next page where they are not the sidebar neighbours; null for none.
      previous: sitePathSchema.nullable().optional(),
      next: sitePathSchema.nullable().optional(),
    }),
    z.object({ type: z.literal('link'), href: z.url({ protocol: /^https$/ }), label: z.string().min(1) }),
    z.object({
      type: z.literal('category'),
      label: z.string().min(1),
      items: z.array(sidebarItemSchema),
      collapsed: z.boolean().optional(),
      collapsible: z.boolean().optional(),
    }),
  ]),
);

/** A top-level sidebar item with its place among all sections' top-level items (`../contract` checks it without zod). */
export const sidebarTopItemSchema = z.object({
  order: z.number().int(),
  item: sidebarItemSchema,
}) satisfies z.ZodType<SidebarTopItem>;

/** `routes.json` of one section build. */
export const sectionRouteTableSchema = z
  .object({
    schemaVersion: z.literal(1),
    section: sectionNameSchema,
    buildId: buildIdSchema,
    sidebar: z.array(sidebarTopItemSchema),
    routes: z.array(routeEntrySchema).min(1),
  })
  .superRefine((table, ctx) => {
    const seen = new Set<string>();
    for (const [i, r] of table.routes.entries()) {
      if (seen.has(r.path)) ctx.addIssue({ code: 'custom', path: ['routes', i, 'path'], message: `Duplicate route ${r.path}` });
      seen.add(r.path);
    }
  });
export type SectionRouteTable = z.infer<typeof sectionRouteTableSchema>;
