import { createRequire } from 'node:module';
import { useToolCatalogue, type ToolCatalogue } from '@roo-docs/section-build';
import { importFresh } from './import-fresh.ts';

const TOOLS_ENTRY = createRequire(import.meta.url).resolve('@roo-docs/assistant-schemas/tools');

/**
 * Hands the page compiles a copy of the tool catalogue read afresh (not from Node's module cache),
 * so a saved catalogue entry shows on the pages whose tool components use it. A catalogue saved
 * half-written fails to load: the pages keep the last copy that loaded, and the next save tries again.
 */
export async function reloadToolCatalogue(): Promise<void> {
  try {
    useToolCatalogue(await importFresh<ToolCatalogue>(TOOLS_ENTRY));
  } catch (error) {
    console.warn(`The tool catalogue did not load; pages keep the last one that did: ${(error as Error).message}`);
  }
}
