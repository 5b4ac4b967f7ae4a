import { routeKey } from '@roo-docs/schemas/contract';
import type { NavModel, NavRoute } from './nav-model.ts';

export interface Redirect {
  from: string;
  to: string;
}

/** The results page, served by the shell itself. */
export const SEARCH_PATH = '/search';

export type Resolution =
  { kind: 'page'; route: NavRoute } | { kind: 'redirect'; to: string } | { kind: 'search' } | { kind: 'not-found' };

/**
 * What a path shows: an exact route, a redirect, the same route without `.html` or
 * `/index.html`, or in lower case (only when nothing matches exactly), or the not-found page.
 */
export function resolvePath(pathname: string, model: NavModel, redirects: readonly Redirect[]): Resolution {
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    return { kind: 'not-found' };
  }
  if (routeKey(path) === SEARCH_PATH) return { kind: 'search' };
  const exact = model.routes.get(routeKey(path));
  if (exact) return { kind: 'page', route: exact };
  const redirect = redirects.find((r) => routeKey(r.from) === routeKey(path));
  if (redirect) return { kind: 'redirect', to: redirect.to };
  const stripped = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (stripped !== path) {
    const normal = resolvePath(stripped, model, redirects);
    if (normal.kind === 'page') return { kind: 'redirect', to: normal.route.path };
    return normal;
  }
  // Route paths are lower case (route-table schema) and the origin is case-sensitive, but readers
  // and old links type `/FAQ`: such a path moves to the route's own spelling, one URL per page.
  const folded = path.toLowerCase();
  if (folded !== path) {
    const normal = resolvePath(folded, model, redirects);
    if (normal.kind === 'page') return { kind: 'redirect', to: normal.route.path };
    if (normal.kind === 'search') return { kind: 'redirect', to: SEARCH_PATH };
    return normal;
  }
  return { kind: 'not-found' };
}
