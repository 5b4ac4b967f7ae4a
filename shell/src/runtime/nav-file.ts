import {
  BUILD_ID_PATTERN,
  isSectionName,
  isSidebarTopItems,
  type SectionName,
  type SidebarTopItem,
} from '@roo-docs/schemas/contract';

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
 * Reads `nav.json` (written by the remote build beside `routes.json`) with the contract's plain
 * checks: every page fetches it once idle, and zod would add its bytes and evaluation to each
 * visit (see bench/RESULTS.md). Throws naming the URL and what is wrong.
 */
export function parseNavFile(raw: unknown, url: string): NavTable {
  const doc = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const { section, buildId, sidebar } = doc;
  const routes = Array.isArray(doc.routes) && doc.routes.every(isRoute) ? doc.routes : null;
  if (
    doc.schemaVersion !== 1 ||
    !isSectionName(section) ||
    typeof buildId !== 'string' ||
    !BUILD_ID_PATTERN.test(buildId) ||
    !isSidebarTopItems(sidebar) ||
    !routes
  )
    throw new Error(`${url} is not a version 1 navigation file with a section, build id, sidebar and routes`);
  return {
    section,
    buildId,
    sidebar,
    routes: routes.map(([path, title, sidebarLabel]) => (sidebarLabel ? { path, title, sidebarLabel } : { path, title })),
  };
}
