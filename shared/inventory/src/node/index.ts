import { readFileSync } from 'node:fs';
import { INVENTORY_ROUTES_FILE, INVENTORY_SIDEBAR_FILE } from './files.ts';
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

/** An entry of the planned sidebar: a page, a link out of the site, or a category of entries. */
export interface InventorySidebarItem {
  doc?: string;
  link?: string;
  /** The doc's label where it is not the page's title (`3.28.17`, `3.28 Combined`). */
  label?: string;
  category?: string;
  items?: InventorySidebarItem[];
}

export {
  INVENTORY_FILES,
  INVENTORY_ROUTES_FILE,
  INVENTORY_SIDEBAR_FILE,
  inventoryFilesIn,
  writeInventoryFile,
  type InventoryFiles,
} from './files.ts';

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

/** Why an entry of the sidebar is not a doc, a link or a category of entries, or null when it is one. */
function sidebarProblem(item: InventorySidebarItem, at: string): string | null {
  const kinds = [typeof item?.doc === 'string', typeof item?.link === 'string', typeof item?.category === 'string'];
  if (kinds.filter(Boolean).length !== 1 || (kinds[2] && !Array.isArray(item.items)))
    return `entry ${at} (${JSON.stringify(item)?.slice(0, 200)}) needs a doc, a link, or a category with items`;
  if (item.label !== undefined && typeof item.label !== 'string') return `entry ${at}: its label is not text`;
  for (const [i, child] of (item.items ?? []).entries()) {
    const problem = sidebarProblem(child, `${at}.items.${i}`);
    if (problem) return problem;
  }
  return null;
}

/** The planned sidebar, in reading order; an entry that is no doc, link or category throws naming it. */
export function inventorySidebar(file: string = INVENTORY_SIDEBAR_FILE): InventorySidebarItem[] {
  const items = readList(file) as InventorySidebarItem[];
  for (const [i, item] of items.entries()) {
    const problem = sidebarProblem(item, String(i));
    if (problem) throw new Error(`${file}: ${problem}`);
  }
  return items;
}

