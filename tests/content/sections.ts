import { join } from 'node:path';
import { inventoryRoutes, inventorySidebar, type InventoryRoute, type InventorySidebarItem } from '@roo-docs/inventory';

export const REPO_ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../..');

export type { InventoryRoute };
export const inventory: InventoryRoute[] = inventoryRoutes();

type SpecItem = InventorySidebarItem;
const specSidebar: SpecItem[] = inventorySidebar();

/** The docs of an inventory sidebar in reading order, each once. */
export function sidebarDocs(items: SpecItem[]): string[] {
  const out: string[] = [];
  const walk = (list: SpecItem[]) => {
    for (const i of list) {
      if (i.doc && !out.includes(i.doc)) out.push(i.doc);
      if (i.items) walk(i.items);
    }
  };
  walk(items);
  return out;
}

/** Docs of the reference sidebar in reading order. */
export function specSidebarDocs(): string[] {
  return sidebarDocs(specSidebar);
}
