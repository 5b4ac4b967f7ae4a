import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inventoryRoutes, inventorySidebar, type InventoryFiles, type InventoryRoute } from '@roo-docs/inventory';
import { readEntries, renderSection, type Entry } from '@roo-docs/remote-update-notes';
import { sidebarDocs } from './sections.ts';

/**
 * What the update-notes rules read: a remote's entries and the pages, sidebar and feeds they
 * generate, beside an inventory. The repository's for the content suite; a copy a release wrote
 * into for the release tests.
 */
export interface NotesScene {
  remoteDir: string;
  /** Every route of the inventory (all sections), and its sidebar's docs in reading order. */
  inventory: InventoryRoute[];
  sidebarDocs: string[];
  entries: Entry[];
  /** Generated page text by path relative to the content folder (`update-notes/v3.28.17.mdx`). */
  files: Map<string, string>;
  sidebar: unknown;
  /** The files the section publishes beside its pages (the feeds), by site path. */
  siteFiles: Map<string, string>;
  /** A private folder holding `files` (a concurrent build rewrites the remote's .generated/). */
  pagesDir: string;
  /** The section's search shard (`search-shard.json`) of a build of these entries. */
  shardFile: () => Promise<string>;
}

/** A rule every state of the section must keep: the problems it finds (none: it holds). */
export interface NotesRule {
  name: string;
  /** Milliseconds, where the rule reads every page or the search shard. */
  timeout?: number;
  check: (scene: NotesScene) => string[] | Promise<string[]>;
}

/** Reads and renders the remote against the inventory (its files, or the repository's); `closeNotesScene` removes what it wrote. */
export async function openNotesScene(
  remoteDir: string,
  shardFile: () => Promise<string>,
  inventory?: InventoryFiles,
): Promise<NotesScene> {
  const entries = await readEntries(join(remoteDir, 'entries'));
  const { files, sidebar, siteFiles } = await renderSection(remoteDir, entries);
  const pagesDir = await mkdtemp(join(tmpdir(), 'update-notes-'));
  for (const [rel, text] of files) {
    await mkdir(dirname(join(pagesDir, rel)), { recursive: true });
    await writeFile(join(pagesDir, rel), text);
  }
  return {
    remoteDir,
    inventory: inventoryRoutes(inventory?.routes),
    sidebarDocs: sidebarDocs(inventorySidebar(inventory?.sidebar)),
    entries,
    files,
    sidebar,
    siteFiles,
    pagesDir,
    shardFile,
  };
}

export const closeNotesScene = (scene: NotesScene | undefined) =>
  scene ? rm(scene.pagesDir, { recursive: true, force: true }) : Promise.resolve();

/** The generated file of an update-notes route in the scene's pages folder. */
export const pageFileOf = (scene: NotesScene, route: string) =>
  join(scene.pagesDir, route === '/update-notes/' ? 'update-notes/index.mdx' : `${route.slice(1)}.mdx`);
