import type { RemotesPointer, SectionName, SidebarTopItem } from '@roo-docs/schemas';

/** What the shell needs of one section to draw navigation: its paths and sidebar, no remote code. */
export interface NavSection {
  buildId: string;
  /** Every route the section serves. */
  paths: string[];
  /** Titles of routes the sidebar does not name ('' for the rest). Index-aligned with `paths`. */
  titles: string[];
  /** Sidebar fragment with every doc's label resolved. */
  sidebar: SidebarTopItem[];
}

/** Inlined into every page as JSON: the server renders from it and the client hydrates from it. */
export interface SiteData {
  remotes: RemotesPointer;
  nav: Partial<Record<SectionName, NavSection>>;
  /** The route this HTML was rendered for; null for the not-found page. */
  renderedPath: string | null;
}

export const SITE_DATA_ID = '__site-data';
export const SITE_URL = 'https://docs.roocode.com';
export const SITE_NAME = 'Roo Code Documentation';
