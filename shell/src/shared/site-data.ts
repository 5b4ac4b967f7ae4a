import type { RemotesPointer, SectionName, SidebarTopItem } from '@roo-docs/schemas';

/** A link to a page, as previous/next and the sidebar draw it. */
export interface NavLink {
  path: string;
  label: string;
}

/** What the shell needs of one section to draw navigation: its paths and sidebar, no remote code. */
export interface NavSection {
  buildId: string;
  /** Sidebar fragment with every doc's label resolved; its docs are routes of the section. */
  sidebar: SidebarTopItem[];
  /** The section's other routes (not in the sidebar), as [path, title]. */
  unlisted: [string, string][];
}

/** Inlined into every page as JSON: the server renders from it and the client hydrates from it. */
export interface SiteData {
  remotes: RemotesPointer;
  /**
   * Every section's navigation; in a page, only what that page shows (trim-nav.ts): a category
   * with no items is one whose items were left out, and `neighbours` is then set.
   */
  nav: Partial<Record<SectionName, NavSection>>;
  /** The route this HTML was rendered for; null for the not-found page. */
  renderedPath: string | null;
  /** Previous and next page of the rendered one in sidebar order, when `nav` is trimmed. */
  neighbours?: { prev: NavLink | null; next: NavLink | null } | null;
  /**
   * Set when the page's sidebar markup carries the sidebars, which the JSON then leaves empty
   * (sidebar-markup.ts): the section and order of each top-level item, in the markup's order.
   */
  tops?: [SectionName, number][];
}

export const SITE_DATA_ID = '__site-data';
/** The `<noscript>` in a page's head holding its late stylesheets (html-document.ts). */
export const LATE_STYLES_ID = '__late-styles';
export { SITE_URL } from '@roo-docs/schemas/config';
export const SITE_NAME = 'Roo Code Documentation';
/**
 * Where a page's source (`remotes/<section>/content/...`) is edited: this project's repository,
 * which takes over the docs repository of the site it replaces.
 */
export const EDIT_URL_BASE = 'https://github.com/RooCodeInc/Roo-Code-Docs/edit/main/';
