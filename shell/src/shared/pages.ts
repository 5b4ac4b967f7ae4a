import { createContext, useContext } from 'react';
import type { PageModule } from '@roo-docs/schemas/contract';

export type { PageMeta, PageModule } from '@roo-docs/schemas/contract';

/** A page that could not be loaded but whose prerendered HTML is kept as a static island. */
export interface Island {
  island: string;
  error: unknown;
}

/**
 * Where pages come from. On the server every page is loaded before render; on the client the
 * current page is loaded before hydration and others on navigation (the read suspends).
 */
export interface PageSource {
  read(path: string): PageModule | Island;
  /** Drops a failed load so the next read tries again. */
  forget(path: string): void;
}

export const PageSourceContext = createContext<PageSource | null>(null);

export function usePageSource(): PageSource {
  const source = useContext(PageSourceContext);
  if (!source) throw new Error('PageSourceContext is missing');
  return source;
}

export function isIsland(p: PageModule | Island): p is Island {
  return 'island' in p;
}

/** Thrown when a page's code cannot be fetched (as opposed to a page that crashes while rendering). */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
}
