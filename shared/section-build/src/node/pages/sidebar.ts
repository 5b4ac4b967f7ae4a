import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { parseOrThrow, sidebarTopItemSchema, type SidebarItem, type SidebarTopItem } from '@roo-docs/schemas';

/**
 * Reads the section's sidebar fragment and drops docs that have no page (with a warning), so a
 * section can publish before all its pages exist. Empty categories are dropped too.
 */
export async function readSidebar(remoteDir: string, routes: Set<string>, file = join(remoteDir, 'sidebar.json')) {
  const raw = JSON.parse(await readFile(file, 'utf8'));
  const items = parseOrThrow(z.array(sidebarTopItemSchema), raw, file);
  const missing: string[] = [];
  const listed = new Set<string>();
  const keep = (item: SidebarItem): SidebarItem | null => {
    if (item.type === 'doc') {
      if (!routes.has(item.path)) {
        missing.push(item.path);
        return null;
      }
      listed.add(item.path);
      return item;
    }
    if (item.type === 'link') return item;
    const children = item.items.map(keep).filter((c): c is SidebarItem => c !== null);
    return children.some((c) => c.type !== 'link') ? { ...item, items: children } : null;
  };
  const sidebar: SidebarTopItem[] = [];
  for (const top of items) {
    const item = keep(top.item);
    if (item) sidebar.push({ order: top.order, item });
  }
  return { sidebar, missing, listed, file };
}
