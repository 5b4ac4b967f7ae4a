import type { SectionName, SidebarItem, SidebarTopItem } from '@roo-docs/schemas';
import { buildNavModel, routeKey, type NavLink } from './nav-model.ts';
import type { NavSection, SiteData } from './site-data.ts';

function holds(item: SidebarItem, key: string | null): boolean {
  if (key === null) return false;
  if (item.type === 'doc') return routeKey(item.path) === key;
  return item.type === 'category' && item.items.some((i) => holds(i, key));
}

/**
 * Closed categories whose links a page still inlines, smallest first, up to this many links in
 * all: small sections stay fully browsable (even while their code or navigation cannot load),
 * while the large ones (release notes) cost a label each, so the total stays flat.
 */
export const INLINED_CLOSED_LINKS = 60;

const docCount = (item: SidebarItem): number =>
  item.type === 'doc' ? 1 : item.type === 'category' ? item.items.reduce((a, i) => a + docCount(i), 0) : 0;

// A category the page shows closed keeps its label and loses its items, unless `keep` has it:
// categories are never empty in a build (the build drops empty ones), so an empty one means
// "items not inlined".
function trimItem(item: SidebarItem, key: string | null, keep: Set<SidebarItem>): SidebarItem {
  if (item.type !== 'category') return item;
  const open = item.collapsible === false || holds(item, key);
  if (!open && keep.has(item)) return item;
  return { ...item, items: open ? item.items.map((i) => trimItem(i, key, keep)) : [] };
}

/** The closed categories (outermost ones only) whose links fit the allowance, smallest first. */
function smallClosed(tops: SidebarItem[], key: string | null): Set<SidebarItem> {
  const closed: SidebarItem[] = [];
  const walk = (item: SidebarItem) => {
    if (item.type !== 'category') return;
    if (item.collapsible === false || holds(item, key)) item.items.forEach(walk);
    else closed.push(item);
  };
  tops.forEach(walk);
  const keep = new Set<SidebarItem>();
  let left = INLINED_CLOSED_LINKS;
  for (const c of closed.map((item, i) => ({ item, i, n: docCount(item) })).sort((a, b) => a.n - b.n || a.i - b.i)) {
    if (c.n > left) break;
    left -= c.n;
    keep.add(c.item);
  }
  return keep;
}

// Publishing prerenders every page with the same navigation: its order is worked out once per
// set of builds (a build id names its navigation for good), not once per page.
let cached: { key: string; docs: NavLink[]; index: Map<string, number> } | null = null;
function sidebarOrder(nav: SiteData['nav']) {
  const key = Object.entries(nav)
    .map(([section, s]) => `${section}:${s?.buildId}`)
    .join(' ');
  if (cached?.key !== key) {
    const docs = buildNavModel(nav).order.map(({ path, label }) => ({ path, label }));
    cached = { key, docs, index: new Map(docs.map((d, i) => [routeKey(d.path), i])) };
  }
  return cached;
}

/**
 * What one page inlines of the site's navigation: the sidebar as that page draws it (the branch
 * that holds the page, open categories, closed ones as bare labels), its own route if no sidebar
 * lists it, and its neighbours in sidebar order. The rest arrives after the page is interactive,
 * so the bytes every page carries stay flat however many pages the site has.
 */
export function trimSiteData(site: SiteData): SiteData {
  const key = site.renderedPath === null ? null : routeKey(site.renderedPath);
  const order = sidebarOrder(site.nav);
  const i = key === null ? -1 : (order.index.get(key) ?? -1);
  const link = (j: number): NavLink | null => {
    const o = order.docs[j];
    return o ? { path: o.path, label: o.label } : null;
  };
  const sections = Object.entries(site.nav) as [SectionName, NavSection][];
  const keep = smallClosed(
    sections.flatMap(([, s]) => s.sidebar.map((t) => t.item)),
    key,
  );
  const nav: Partial<Record<SectionName, NavSection>> = {};
  for (const [section, s] of sections) {
    nav[section] = {
      buildId: s.buildId,
      sidebar: s.sidebar.map((t): SidebarTopItem => ({ order: t.order, item: trimItem(t.item, key, keep) })),
      unlisted: s.unlisted.filter(([path]) => routeKey(path) === key),
    };
  }
  return { ...site, nav, neighbours: i < 0 ? null : { prev: link(i - 1), next: link(i + 1) } };
}
