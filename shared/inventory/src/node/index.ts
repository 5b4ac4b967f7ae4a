import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isSectionName, type SectionName } from '@roo-docs/schemas/contract';

/** One route the finished site will serve. */
export interface InventoryRoute {
  path: string;
  title: string;
  /** The section that serves it. */
  remote: SectionName;
  /** The search context its pages are found under (`null`: the home page). */
  context: string | null;
  sidebarLabel?: string;
  /** Release notes only: the version, its release date and whether it is a patch or a summary. */
  version?: string;
  date?: string;
  kind?: string;
  /** `false` for a route the sidebar leaves out. */
  inSidebar?: boolean;
}

/** An entry of the planned sidebar: a page, or a category of entries. */
export interface InventorySidebarItem {
  doc?: string;
  category?: string;
  items?: InventorySidebarItem[];
}

export const INVENTORY_ROUTES_FILE = fileURLToPath(new URL('../../routes.json', import.meta.url));
export const INVENTORY_SIDEBAR_FILE = fileURLToPath(new URL('../../sidebar.json', import.meta.url));

function readList(file: string): unknown[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  if (!Array.isArray(data)) throw new Error(`${file}: expected a list`);
  return data;
}

/** Every planned route; a route without a path and title, or served by no section, throws naming it. */
export function inventoryRoutes(file: string = INVENTORY_ROUTES_FILE): InventoryRoute[] {
  const routes = readList(file) as InventoryRoute[];
  routes.forEach((route, i) => {
    if (typeof route?.path !== 'string' || typeof route.title !== 'string' || !isSectionName(route.remote)) {
      throw new Error(`${file}: entry ${i} (${JSON.stringify(route)}) needs a path, a title and a section as remote`);
    }
  });
  return routes;
}

/** The planned sidebar, in reading order. */
export function inventorySidebar(file: string = INVENTORY_SIDEBAR_FILE): InventorySidebarItem[] {
  return readList(file) as InventorySidebarItem[];
}
