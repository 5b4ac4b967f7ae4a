import type { SectionNavFile, SectionRouteTable } from '@roo-docs/schemas';

export type { SectionNavFile };

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
