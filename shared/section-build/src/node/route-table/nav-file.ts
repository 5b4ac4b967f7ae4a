import type { SectionRouteTable } from '@roo-docs/schemas';

/** `nav.json` beside `routes.json`: what the shell's navigation needs of every route, nothing more. */
export interface SectionNavFile {
  schemaVersion: 1;
  section: SectionRouteTable['section'];
  buildId: string;
  sidebar: SectionRouteTable['sidebar'];
  /** `[path, title, sidebar label?]` of every route. */
  routes: ([string, string] | [string, string, string])[];
}

/**
 * The compact route table a page fetches to fill its navigation after it is interactive (pages
 * inline only the sidebar branch they show). `routes.json` also carries every page's headings,
 * description and source, which would make that fetch grow ten times faster with page count.
 */
export function navFileOf(table: SectionRouteTable): SectionNavFile {
  return {
    schemaVersion: 1,
    section: table.section,
    buildId: table.buildId,
    sidebar: table.sidebar,
    routes: table.routes.map((r) => (r.sidebarLabel ? [r.path, r.title, r.sidebarLabel] : [r.path, r.title])),
  };
}
