import type { SectionName, SidebarItem, SidebarTopItem } from '@roo-docs/schemas';
import { routeKey } from '@roo-docs/schemas/contract';
import { buildNavModel, pagerLinks, type PagerEntry } from './nav-model.ts';
import type { NavSection, SiteData } from './site-data.ts';

function holds(item: SidebarItem, key: string | null): boolean {
  if (key === null) return false;
  if (item.type === 'doc') return routeKey(item.path) === key;
  return item.type === 'category' && item.items.some((i) => holds(i, key));
}

// A category the page shows closed keeps its label and loses its items: categories are never
// empty in a build (the build drops empty ones), so an empty one means "items not inlined". Its
// links would be hidden markup plus their data in every page (half of all HTML bytes at 428
// pages); opening it fetches the whole navigation at once.
function trimItem(item: SidebarItem, key: string | null): SidebarItem {
  if (item.type !== 'category') return item;
  const open = item.collapsible === false || holds(item, key);
  return { ...item, items: open ? item.items.map((i) => trimItem(i, key)) : [] };
}

// Publishing prerenders every page with the same navigation: its order is worked out once per
// set of builds (a build id names its navigation for good), not once per page.
let cached: { key: string; docs: PagerEntry[]; index: Map<string, number> } | null = null;
function sidebarOrder(nav: SiteData['nav']) {
  const key = Object.entries(nav)
    .map(([section, s]) => `${section}:${s?.buildId}`)
    .join(' ');
  if (cached?.key !== key) {
    const docs = buildNavModel(nav).order;
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
  const find = (path: string) => {
    const j = order.index.get(routeKey(path));
    return j === undefined ? undefined : order.docs[j];
  };
  const sections = Object.entries(site.nav) as [SectionName, NavSection][];
  const nav: Partial<Record<SectionName, NavSection>> = {};
  for (const [section, s] of sections) {
    nav[section] = {
      buildId: s.buildId,
      sidebar: s.sidebar.map((t): SidebarTopItem => ({ order: t.order, item: trimItem(t.item, key) })),
      unlisted: s.unlisted.filter(([path]) => routeKey(path) === key),
    };
  }
  return { ...site, nav, neighbours: i < 0 ? null : pagerLinks(order.docs, i, find) };
}
