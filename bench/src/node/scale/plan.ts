import { routeOfContentPath } from '@roo-docs/section-build';
import type { InventoryRoute } from '@roo-docs/inventory';
import { ON_DEMAND_SECTION, sectionRecord, type SectionName } from '@roo-docs/schemas';

export interface PlannedPage {
  path: string;
  title: string;
  sidebarLabel?: string;
  /** A real page of the repository, copied as it is. */
  real: boolean;
  /** Listed by the section's own sidebar.json already (an inventory route). */
  inventory: boolean;
}

export type SitePlan = Record<SectionName, PlannedPage[]>;

// Where a section's extra pages live once the inventory is used up: its first folder (the release
// notes' extra pages are numbered as releases).
const extraPrefix = (section: SectionName) =>
  section === ON_DEMAND_SECTION
    ? `/${sectionRecord(section).contexts[0]!.prefix}/v1.`
    : `/${sectionRecord(section).contexts[0]!.prefix}/scale-`;

/** Pages per section in the inventory's proportions (largest remainder), never fewer than exist. */
export function sectionCounts(n: number, inventory: InventoryRoute[], existing: Record<SectionName, number>) {
  const sections = Object.keys(existing) as SectionName[];
  const share = (s: SectionName) => (inventory.filter((r) => r.remote === s).length / inventory.length) * n;
  const counts = Object.fromEntries(sections.map((s) => [s, Math.floor(share(s))])) as Record<SectionName, number>;
  let left = n - sections.reduce((a, s) => a + counts[s], 0);
  for (const s of [...sections].sort((a, b) => (share(b) % 1) - (share(a) % 1))) if (left-- > 0) counts[s] += 1;
  for (const s of sections) counts[s] = Math.max(counts[s], existing[s]);
  return counts;
}

function extraPage(section: SectionName, k: number): PlannedPage {
  if (section === ON_DEMAND_SECTION) {
    // Older-looking release numbers no real entry has (those start at 2.0), grouped ten patches
    // to a minor release like the real ones.
    const version = `1.${Math.floor(k / 10)}.${k % 10}`;
    return {
      path: `${extraPrefix(section)}${version.slice(2)}`,
      title: `Roo Code ${version} Release Notes`,
      sidebarLabel: version,
      real: false,
      inventory: false,
    };
  }
  return { path: `${extraPrefix(section)}${k}`, title: '', real: false, inventory: false };
}

/**
 * Chooses the pages of an N-page site: the real pages first, then the inventory's routes (real
 * paths and titles, already in the sidebars), then extra pages beyond the inventory.
 */
export function planSite(n: number, inventory: InventoryRoute[], realFiles: Record<SectionName, string[]>): SitePlan {
  const existing = Object.fromEntries(Object.entries(realFiles).map(([s, f]) => [s, f.length])) as Record<SectionName, number>;
  const counts = sectionCounts(n, inventory, existing);
  const plan = {} as SitePlan;
  for (const section of Object.keys(realFiles) as SectionName[]) {
    const realRoutes = new Set(realFiles[section]!.map((f) => routeOfContentPath(f)));
    const pages: PlannedPage[] = [...realRoutes].map((path) => ({ path, title: '', real: true, inventory: true }));
    for (const r of inventory) {
      if (pages.length >= counts[section]) break;
      if (r.remote !== section || realRoutes.has(r.path)) continue;
      pages.push({
        path: r.path,
        title: r.title,
        ...(r.sidebarLabel ? { sidebarLabel: r.sidebarLabel } : {}),
        real: false,
        inventory: true,
      });
    }
    for (let k = 0; pages.length < counts[section]; k++) pages.push(extraPage(section, k));
    plan[section] = pages;
  }
  return plan;
}

/** The content file of a route, relative to `content/` (the inverse of the build's mapping). */
export function contentFileOf(path: string): string {
  if (path === '/') return 'index.mdx';
  return path.endsWith('/') ? `${path.slice(1)}index.mdx` : `${path.slice(1)}.mdx`;
}
