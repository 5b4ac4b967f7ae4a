import { resolve } from 'node:path';
import { releaseInventoryFiles, withdrawReleaseFromInventory, type InventoryFiles } from '@roo-docs/remote-update-notes';

/** The inventory files of a release and which of them it added the version to. */
export interface InventoryAdded {
  files: InventoryFiles;
  added: { route: boolean; sidebar: boolean };
}

/** What a finished folder release added to the inventory, from the files its report says it changed. */
export function inventoryAddedBy(input: { repoRoot: string; inventoryDir?: string }, changed: string[]): InventoryAdded {
  const files = releaseInventoryFiles(input.inventoryDir);
  const paths = new Set(changed.map((f) => resolve(input.repoRoot, f)));
  return { files, added: { route: paths.has(files.routes), sidebar: paths.has(files.sidebar) } };
}

/** Takes back what a release that never went live added to the inventory; says so for the log, or nothing. */
export async function takeBackInventory(version: string, inventory: InventoryAdded | undefined): Promise<string> {
  if (!inventory || (!inventory.added.route && !inventory.added.sidebar)) return '';
  await withdrawReleaseFromInventory(version, inventory.files, inventory.added);
  return ' and what it added to the inventory';
}
