import type { SectionName, SidebarTopItem } from '@roo-docs/schemas';

/** The parts of a route table the navigation reads, from a section's `nav.json`. */
export interface NavTable {
  section: SectionName;
  buildId: string;
  sidebar: SidebarTopItem[];
  routes: { path: string; title: string; sidebarLabel?: string }[];
}

const isRoute = (r: unknown): r is [string, string] | [string, string, string] =>
  Array.isArray(r) && (r.length === 2 || r.length === 3) && r.every((v) => typeof v === 'string');

/**
 * Reads `nav.json` (written by the remote build beside `routes.json`): the sidebar checked with
 * the schemas' own schema, the rest by hand. Throws naming the URL and what is wrong.
 */
export async function parseNavFile(raw: unknown, url: string): Promise<NavTable> {
  const { sectionNameSchema, sidebarTopItemSchema, buildIdSchema } = await import('@roo-docs/schemas');
  const doc = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const section = sectionNameSchema.safeParse(doc.section);
  const buildId = buildIdSchema.safeParse(doc.buildId);
  const sidebar = sidebarTopItemSchema.array().safeParse(doc.sidebar);
  const routes = Array.isArray(doc.routes) && doc.routes.every(isRoute) ? doc.routes : null;
  if (doc.schemaVersion !== 1 || !section.success || !buildId.success || !sidebar.success || !routes)
    throw new Error(`${url} is not a version 1 navigation file with a section, build id, sidebar and routes`);
  return {
    section: section.data,
    buildId: buildId.data,
    sidebar: sidebar.data,
    routes: routes.map(([path, title, sidebarLabel]) => (sidebarLabel ? { path, title, sidebarLabel } : { path, title })),
  };
}
