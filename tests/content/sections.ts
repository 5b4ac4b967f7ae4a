import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../..');

export interface InventoryRoute {
  path: string;
  title: string;
  remote: string;
  sidebarLabel?: string;
}

export const inventory: InventoryRoute[] = JSON.parse(readFileSync(join(REPO_ROOT, 'shared/inventory/routes.json'), 'utf8'));

type SpecItem = { doc?: string; category?: string; items?: SpecItem[] };
const specSidebar: SpecItem[] = JSON.parse(readFileSync(join(REPO_ROOT, 'shared/inventory/sidebar.json'), 'utf8'));

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
