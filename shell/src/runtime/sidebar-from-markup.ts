import type { SectionName, SidebarItem } from '@roo-docs/schemas';
import type { SiteData } from '../shared/site-data.ts';

function items(list: Element | null): SidebarItem[] {
  return list ? [...list.children].map(item) : [];
}

// The inverse of chrome's Sidebar for the items a page inlines: a category without a list is
// one whose items the page left out (an empty category, as in trim-nav.ts).
function item(li: Element): SidebarItem {
  const head = li.firstElementChild;
  if (head?.tagName === 'BUTTON' || head?.classList.contains('sidebar-category-label')) {
    const label = head.textContent ?? '';
    const list = li.querySelector(':scope > ul');
    return head.tagName === 'BUTTON'
      ? { type: 'category', label, items: items(list) }
      : { type: 'category', label, items: items(list), collapsible: false };
  }
  const a = li.querySelector('a');
  if (!a) throw new Error('A sidebar entry without a link');
  const href = a.getAttribute('href') ?? '';
  // An external link ends with its "(opens in a new tab)" note for screen readers.
  if (li.classList.contains('sidebar-link')) return { type: 'link', href, label: a.firstChild?.textContent ?? '' };
  return { type: 'doc', path: href, label: a.textContent ?? '' };
}

/** The page's inlined site data with the sidebars its markup carries put back (shared/sidebar-markup.ts). */
export function sidebarsFromMarkup(data: SiteData, sidebar: Element | null): SiteData {
  const { tops, ...rest } = data;
  if (!tops) return data;
  const drawn = [...(sidebar?.querySelector(':scope > ul')?.children ?? [])];
  if (drawn.length !== tops.length)
    throw new Error(`The page's sidebar draws ${drawn.length} top-level items; its data names ${tops.length}`);
  const nav: SiteData['nav'] = {};
  for (const [section, s] of Object.entries(rest.nav) as [SectionName, NonNullable<SiteData['nav'][SectionName]>][])
    nav[section] = { ...s, sidebar: [] };
  tops.forEach(([section, order], i) => {
    const s = nav[section];
    if (!s) throw new Error(`The page's sidebar names section ${section}, which its data does not`);
    s.sidebar.push({ order, item: item(drawn[i]!) });
  });
  return { ...rest, nav };
}
