import { expandPointer, type InlinePointer } from '../../shared/inline-pointer.ts';
import { SITE_DATA_ID, type SiteData } from '../../shared/site-data.ts';
import { sidebarsFromMarkup } from '../sidebar-from-markup.ts';

/**
 * The site data deploy inlined in this page: its navigation, the live sections' pointer (in its
 * compact form) and the path it was rendered for. Sidebars the page drew as markup are read back.
 */
export function readSiteData(): SiteData {
  const el = document.getElementById(SITE_DATA_ID);
  if (!el?.textContent) throw new Error('This page has no site data; was it prerendered by deploy?');
  const inline = JSON.parse(el.textContent) as Omit<SiteData, 'remotes'> & { remotes: InlinePointer };
  const data = { ...inline, remotes: expandPointer(inline.remotes) };
  return sidebarsFromMarkup(data, document.querySelector('nav.sidebar'));
}
