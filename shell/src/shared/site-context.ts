import { createContext, useContext } from 'react';
import type { NavModel } from './nav-model.ts';
import type { Redirect } from './resolve-path.ts';
import type { SearchClient } from '@roo-docs/search-worker/client';
import type { SectionName } from '@roo-docs/schemas/contract';

export interface SiteContextValue {
  model: NavModel;
  redirects: readonly Redirect[];
  /** Loads a route's page before the view switches; rejects when it cannot. */
  preload(path: string): Promise<void>;
  /** Fetches every section's whole navigation if the page inlined only part of it (no-op once done). */
  completeNav?: () => Promise<void>;
  /** The search client, loaded on first use; absent where search cannot run (prerender). */
  search?: () => Promise<SearchClient>;
  /** The build id of a section as this page knows it (its inlined pointer, or a newer one it trusts). */
  sectionBuild?: (section: SectionName) => string | null;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error('SiteContext is missing');
  return site;
}
