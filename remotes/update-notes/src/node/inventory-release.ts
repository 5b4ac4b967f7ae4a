import {
  INVENTORY_FILES,
  inventoryFilesIn,
  inventoryRoutes,
  inventorySidebar,
  writeInventoryFile,
  type InventoryFiles,
  type InventoryRoute,
  type InventorySidebarItem,
} from '@roo-docs/inventory';
import type { Entry } from './entry-schema.ts';
import { pageTitle } from './render-page.ts';
import { compareVersions, routeOfVersion, seriesOf } from './version.ts';

export type { InventoryFiles };

/** What a release adds to the inventory: which of its two files lacked the version, and how to write them. */
export interface InventoryRelease {
  route: boolean;
  sidebar: boolean;
  /** Writes the files that change, each whole and by rename; nothing when both list the version. */
  write(): Promise<void>;
}

/** The inventory a release writes: the repository's, or the copy in `dir` (beside a copy of the remote). */
export const releaseInventoryFiles = (dir?: string): InventoryFiles => (dir ? inventoryFilesIn(dir) : INVENTORY_FILES);

const SECTION_CATEGORY = 'Update Notes';
const versionOf = (path: string | undefined) => (path ? /^\/update-notes\/v(\d+\.\d+(?:\.\d+)?)$/.exec(path)?.[1] : undefined);

/** The version's route as the inventory records every release: the page's title, its kind and date. */
export function inventoryRouteOf(entry: Entry): InventoryRoute {
  return {
    path: routeOfVersion(entry.version),
    title: pageTitle(entry),
    remote: 'update-notes',
    context: 'Release Notes',
    version: entry.version,
    kind: entry.kind === 'series' ? 'minor-summary' : 'patch',
    ...(entry.date ? { date: entry.date } : {}),
  };
}

/** The routes with the release's among the section's versions, in version order as the file keeps them. */
function withRoute(routes: InventoryRoute[], route: InventoryRoute): InventoryRoute[] {
  const notes = routes.flatMap((r, i) => (r.remote === 'update-notes' ? [i] : []));
  const later = notes.find((i) => {
    const v = versionOf(routes[i]!.path);
    return v !== undefined && compareVersions(v, route.version!) > 0;
  });
  const at = later ?? (notes.length ? notes.at(-1)! + 1 : routes.length);
  return [...routes.slice(0, at), route, ...routes.slice(at)];
}

const listedIn = (items: InventorySidebarItem[], path: string): boolean =>
  items.some((i) => i.doc === path || listedIn(i.items ?? [], path));

/**
 * The sidebar with the release in its series, in the order the site shows: series newest first,
 * in each its summary, then its patches newest first. A new series gets its category.
 */
function withDoc(sidebar: InventorySidebarItem[], entry: Entry, file: string): InventorySidebarItem[] {
  const out = structuredClone(sidebar);
  const section = out.find((i) => i.category === SECTION_CATEGORY)?.items;
  if (!section) throw new Error(`${file}: no "${SECTION_CATEGORY}" category to list ${entry.version} in; nothing was written`);
  const name = seriesOf(entry.version);
  let series = section.find((i) => i.category === name);
  if (!series) {
    series = { category: name, items: [] };
    const older = section.findIndex(
      (i) => i.items && /^\d+\.\d+$/.test(i.category ?? '') && compareVersions(i.category!, name) < 0,
    );
    section.splice(older < 0 ? section.length : older, 0, series);
  }
  const items = series.items!;
  const doc = {
    doc: routeOfVersion(entry.version),
    label: entry.kind === 'series' ? `${entry.version} Combined` : entry.version,
  };
  const older = items.findIndex((i) => {
    const v = versionOf(i.doc);
    return v !== undefined && v !== name && compareVersions(v, entry.version) < 0;
  });
  items.splice(entry.kind === 'series' ? 0 : older < 0 ? items.length : older, 0, doc);
  return out;
}

/**
 * Reads both files (a malformed one throws naming it, before anything is written) and plans what
 * the release adds: the route, the sidebar doc, or nothing where the version is already there, so
 * a release run again adds nothing twice.
 */
export function planInventoryRelease(entry: Entry, files: InventoryFiles): InventoryRelease {
  const routes = inventoryRoutes(files.routes);
  const sidebar = inventorySidebar(files.sidebar);
  const path = routeOfVersion(entry.version);
  const route = !routes.some((r) => r.path === path);
  const doc = !listedIn(sidebar, path);
  const nextRoutes = route ? withRoute(routes, inventoryRouteOf(entry)) : null;
  const nextSidebar = doc ? withDoc(sidebar, entry, files.sidebar) : null;
  return {
    route,
    sidebar: doc,
    write: async () => {
      if (nextRoutes) await writeInventoryFile(files.routes, nextRoutes);
      if (nextSidebar) await writeInventoryFile(files.sidebar, nextSidebar);
    },
  };
}

/** Adds the release to the inventory; returns what it added. */
export async function addReleaseToInventory(entry: Entry, files: InventoryFiles): Promise<{ route: boolean; sidebar: boolean }> {
  const plan = planInventoryRelease(entry, files);
  await plan.write();
  return { route: plan.route, sidebar: plan.sidebar };
}

const withoutDoc = (items: InventorySidebarItem[], path: string): InventorySidebarItem[] =>
  items
    .filter((i) => i.doc !== path)
    .map((i) => (i.items ? { ...i, items: withoutDoc(i.items, path) } : i))
    // A series category the release brought is left empty by taking its one doc away.
    .filter((i) => !i.items || i.items.length > 0 || !/^\d+\.\d+$/.test(i.category ?? ''));

/**
 * Takes back what a release that never went live added (`added`, as the release recorded it):
 * a route or doc the inventory had before the release stays.
 */
export async function withdrawReleaseFromInventory(
  version: string,
  files: InventoryFiles,
  added: { route: boolean; sidebar: boolean },
): Promise<void> {
  const path = routeOfVersion(version);
  if (added.route) {
    const routes = inventoryRoutes(files.routes);
    if (routes.some((r) => r.path === path))
      await writeInventoryFile(
        files.routes,
        routes.filter((r) => r.path !== path),
      );
  }
  if (added.sidebar) {
    const sidebar = inventorySidebar(files.sidebar);
    if (listedIn(sidebar, path)) await writeInventoryFile(files.sidebar, withoutDoc(sidebar, path));
  }
}
