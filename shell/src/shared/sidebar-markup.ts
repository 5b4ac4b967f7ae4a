import type { SectionName } from '@roo-docs/schemas';
import type { NavSection, SiteData } from './site-data.ts';

/**
 * The site data a page inlines when it draws a sidebar: the sidebars themselves are left out,
 * because the sidebar's markup already says every label, path and category the page shows
 * (runtime/sidebar-from-markup.ts reads them back before hydrating). Only what the markup cannot
 * say stays: which section each top-level item belongs to, and its order. The same data as JSON
 * doubled every page's navigation bytes.
 */
export function withoutSidebars(site: SiteData): SiteData {
  const tops: { section: SectionName; order: number; at: number }[] = [];
  const nav: SiteData['nav'] = {};
  for (const [section, s] of Object.entries(site.nav) as [SectionName, NavSection][]) {
    for (const t of s.sidebar) tops.push({ section, order: t.order, at: tops.length });
    nav[section] = { ...s, sidebar: [] };
  }
  // The order buildNavModel draws them in (a stable sort by order).
  tops.sort((a, b) => a.order - b.order || a.at - b.at);
  return { ...site, nav, tops: tops.map((t) => [t.section, t.order]) };
}
