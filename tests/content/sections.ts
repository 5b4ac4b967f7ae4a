import { join } from 'node:path';
import { inventoryRoutes, inventorySidebar, type InventoryRoute, type InventorySidebarItem } from '@roo-docs/inventory';

export const REPO_ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../..');

export type { InventoryRoute };
export const inventory: InventoryRoute[] = inventoryRoutes();

type SpecItem = InventorySidebarItem;
const specSidebar: SpecItem[] = inventorySidebar();

/** Docs of the reference sidebar in reading order. */
export function specSidebarDocs(): string[] {
  const out: string[] = [];
  const walk = (items: SpecItem[]) => {
    for (const i of items) {
      if (i.doc && !out.includes(i.doc)) out.push(i.doc);
      if (i.items) walk(i.items);
    }
  };
  walk(specSidebar);
  return out;
}
