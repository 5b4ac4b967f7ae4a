import type { SectionRouteTable } from '@roo-docs/schemas';
import type { PageModule } from '../shared/pages.ts';
import type { Redirect } from '../shared/resolve-path.ts';
import type { NavSection, SiteData } from '../shared/site-data.ts';

// What deploy and the shell's Node build agree on. Deploy loads a live shell's `ssr/index.mjs` at
// run time, so these types are the contract; ssr-entry.tsx checks that it meets them. This file
// imports no React tree, so deploy's types stay free of the browser app.

export interface ShellAssets {
  /** Site paths of the shell's entry scripts, in order. */
  scripts: string[];
  styles: string[];
  /** Stylesheets not needed for the first paint, added once the page is interactive. */
  lateStyles?: string[];
}

/** What deploy hands the shell to prerender one document. */
export interface RenderInput {
  site: SiteData;
  /** The page to render, or null for a page of the shell's own: not-found, or search results. */
  page: { path: string; module: PageModule } | null;
  shellPage?: 'not-found' | 'search';
  assets: ShellAssets;
}

/** What `documentKey` reads: a render's input without the page module. */
export type DocumentKeyInput = Omit<RenderInput, 'page'> & { page: { path: string } | null };

/** The module the shell's Node build (`ssr/index.mjs`, built from ssr-entry.tsx) is. */
export interface ShellSsr {
  renderDocument(input: RenderInput): Promise<string>;
  navSectionOf(table: SectionRouteTable): NavSection;
  REDIRECTS: readonly Redirect[];
  /**
   * What a document depends on besides its page module and the builds it names (document-key.ts);
   * deploy keys its render cache with it. Shell builds from before it have none, and render every page.
   */
  documentKey?(input: DocumentKeyInput): string;
}
