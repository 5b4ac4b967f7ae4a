import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const INVENTORY_ROUTES_FILE = fileURLToPath(new URL('../../routes.json', import.meta.url));
export const INVENTORY_SIDEBAR_FILE = fileURLToPath(new URL('../../sidebar.json', import.meta.url));

/** The two files of an inventory: the repository's, or a copy's (tests and the benchmark release into copies). */
export interface InventoryFiles {
  routes: string;
  sidebar: string;
}

export const INVENTORY_FILES: InventoryFiles = { routes: INVENTORY_ROUTES_FILE, sidebar: INVENTORY_SIDEBAR_FILE };

/** The inventory files of a folder laid out as `shared/inventory/` is. */
export function inventoryFilesIn(dir: string): InventoryFiles {
  return { routes: join(dir, 'routes.json'), sidebar: join(dir, 'sidebar.json') };
}

/**
 * Writes one inventory file whole, in the layout the files keep (one-space indent, a final
 * newline, so a change is a small diff), through a temporary file and a rename: a reader or a
 * kill mid-way sees the old file or the new one, never half of it.
 */
export async function writeInventoryFile(file: string, data: unknown[]): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(tmp, `${JSON.stringify(data, null, 1)}\n`);
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
}
