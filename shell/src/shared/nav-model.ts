import type { SectionName, SectionRouteTable, SidebarItem } from '@roo-docs/schemas';
import { routeKey } from '@roo-docs/schemas/contract';
import type { NavLink, NavSection, SiteData } from './site-data.ts';

export type { NavLink };

export interface NavRoute {
  path: string;
  title: string;
  section: SectionName;
}

/** A sidebar entry ready to draw: docs carry their resolved label (and the pager's own neighbours, if any). */
export type NavItem =
  | { type: 'doc'; path: string; label: string; previous?: string | null; next?: string | null }
  | { type: 'link'; href: string; label: string }
  /** `pending`: the page did not inline this category's items (they arrive with the full navigation). */
  | { type: 'category'; label: string; items: NavItem[]; collapsible: boolean; pending?: boolean };

export interface NavModel {
  /** Whether this is every section's whole navigation, or only what the first page inlined. */
  complete: boolean;
  routes: Map<string, NavRoute>;
  sidebar: NavItem[];
  /** Docs in sidebar order, for prev/next (only those inlined while not complete). */
  order: PagerEntry[];
  /** While not complete: the rendered page's neighbours in the whole sidebar order. */
  neighbours: { path: string; prev: NavLink | null; next: NavLink | null } | null;
}

/** A doc as the pager sees it: its place in the sidebar order, and the neighbours it names itself. */
export interface PagerEntry {
  path: string;
  label: string;
  trail: string[];
  previous?: string | null | undefined;
  next?: string | null | undefined;
}

/**
 * The pager's links for the doc at `i` of the sidebar order. A doc that names its previous or next
 * page gets that page (release notes are listed newest first but read by version, so "next" is the
 * newer release, as the page's own text says); otherwise the docs before and after it in the order.
 */
export function pagerLinks(
  order: readonly PagerEntry[],
  i: number,
  find: (path: string) => PagerEntry | undefined,
): { prev: NavLink | null; next: NavLink | null } {
  const link = (o: PagerEntry | undefined): NavLink | null => (o ? { path: o.path, label: o.label } : null);
  const named = (path: string | null | undefined, beside: PagerEntry | undefined) =>
    path === undefined ? link(beside) : path === null ? null : link(find(path));
  const entry = order[i];
  return { prev: named(entry?.previous, order[i - 1]), next: named(entry?.next, order[i + 1]) };
}

/** The compact form of a section's route table that is inlined in pages. */
export function navSectionOf(
  table: Pick<SectionRouteTable, 'buildId' | 'sidebar'> & { routes: { path: string; title: string; sidebarLabel?: string }[] },
): NavSection {
  const byPath = new Map(table.routes.map((r) => [r.path, r]));
  const label = (item: SidebarItem): SidebarItem => {
    if (item.type === 'doc') {
      const r = byPath.get(item.path);
      return { ...item, label: item.label ?? r?.sidebarLabel ?? r?.title ?? item.path };
    }
    if (item.type === 'category') return { ...item, items: item.items.map(label) };
    return item;
  };
  // Every page pays for these bytes in its HTML: a route the sidebar lists is named there already,
  // so only the others are spelled out.
  const listed = new Set<string>();
  const collect = (item: SidebarItem) => {
    if (item.type === 'doc') listed.add(item.path);
    if (item.type === 'category') item.items.forEach(collect);
  };
  table.sidebar.forEach((t) => collect(t.item));
  return {
    buildId: table.buildId,
    sidebar: table.sidebar.map((t) => ({ order: t.order, item: label(t.item) })),
    unlisted: table.routes.filter((r) => !listed.has(r.path)).map((r) => [r.path, r.title] as [string, string]),
  };
}

/** Every route path a section serves: its sidebar docs and its unlisted routes. */
export function pathsOf(s: NavSection): string[] {
  const out = s.unlisted.map(([path]) => path);
  const walk = (item: SidebarItem) => {
    if (item.type === 'doc') out.push(item.path);
    if (item.type === 'category') item.items.forEach(walk);
  };
  s.sidebar.forEach((t) => walk(t.item));
  return out;
}

function toNavItem(item: SidebarItem): NavItem {
  if (item.type === 'doc') return { ...item, label: item.label ?? item.path };
  if (item.type === 'link') return item;
  const collapsible = item.collapsible !== false;
  if (item.items.length === 0) return { type: 'category', label: item.label, items: [], collapsible, pending: true };
  return { type: 'category', label: item.label, items: item.items.map(toNavItem), collapsible };
}

/**
 * Merges every section's navigation into one site: the same result on server and client. Pass a
 * page's inlined data whole (`trimSiteData`): its `neighbours` mark the model as not complete.
 */
export function buildNavModel(
  nav: Partial<Record<SectionName, NavSection>>,
  page?: Pick<SiteData, 'renderedPath' | 'neighbours'>,
): NavModel {
  const routes = new Map<string, NavRoute>();
  const tops: { order: number; item: NavItem }[] = [];
  for (const [section, s] of Object.entries(nav) as [SectionName, NavSection][]) {
    for (const [path, title] of s.unlisted) routes.set(routeKey(path), { path, title, section });
    const own = (item: NavItem) => {
      if (item.type === 'doc') routes.set(routeKey(item.path), { path: item.path, title: item.label, section });
      if (item.type === 'category') item.items.forEach(own);
    };
    for (const t of s.sidebar) {
      const item = toNavItem(t.item);
      own(item);
      tops.push({ order: t.order, item });
    }
  }
  tops.sort((a, b) => a.order - b.order);
  const sidebar = tops.map((t) => t.item);
  const order: NavModel['order'] = [];
  // A Set, not a search of `order`: prerendering builds a model per page, so a quadratic walk
  // here is cubic in page count for a whole publish.
  const seen = new Set<string>();
  const walk = (items: NavItem[], trail: string[]) => {
    for (const item of items) {
      if (item.type === 'doc' && !seen.has(item.path)) {
        seen.add(item.path);
        order.push({ path: item.path, label: item.label, trail, previous: item.previous, next: item.next });
      }
      if (item.type === 'category') walk(item.items, [...trail, item.label]);
    }
  };
  walk(sidebar, []);
  const trimmed = page?.neighbours !== undefined;
  const neighbours = trimmed && page?.neighbours && page.renderedPath ? { path: page.renderedPath, ...page.neighbours } : null;
  return { complete: !trimmed, routes, sidebar, order, neighbours };
}
