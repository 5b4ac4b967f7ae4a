import { inventoryRoutes } from '@roo-docs/inventory';

const key = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/**
 * Every route the finished site will serve (the project's route inventory). A link to one of these
 * that no live section serves yet is a page still to be written; a link to anything else is broken.
 */
export function plannedRoutes(): Set<string> {
  return new Set(inventoryRoutes().map((r) => key(r.path)));
}
