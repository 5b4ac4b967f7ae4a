import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * The few routing primitives the shell uses, in place of react-router (about 20 KB gzip on every
 * first visit): the site resolves paths itself (resolve-path.ts), so all it needs from a router
 * is the current location, pushing or replacing history entries, and whether a change was a POP.
 */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** History state of the entry (search terms to highlight), null when none. */
  state: unknown;
  /** Distinct per history entry, so effects can tell two visits of one URL apart. */
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export type NavigateFunction = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

export interface RouterValue {
  location: RouterLocation;
  type: NavigationType;
  navigate: NavigateFunction;
}

export const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('RouterContext is missing: render inside BrowserRouter or StaticRouter');
  return router;
}

export const useLocation = (): RouterLocation => useRouter().location;
export const useNavigate = (): NavigateFunction => useRouter().navigate;
export const useNavigationType = (): NavigationType => useRouter().type;

/** Splits `/a/b?x=1#h` into its parts (a site path; no origin). */
export function parsePath(to: string): Pick<RouterLocation, 'pathname' | 'search' | 'hash'> {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/',
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash: hash === '#' ? '' : hash,
  };
}

/** The prerender's router: one fixed location; navigation is impossible there. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value: RouterValue = {
    location: { ...parsePath(location), state: null, key: 'default' },
    type: 'POP',
    navigate: () => {
      throw new Error('Navigation during prerender');
    },
  };
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Replaces the current entry with `to` once rendered (a redirect found on the client). */
export function Navigate({ to }: { to: string; replace?: true }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
