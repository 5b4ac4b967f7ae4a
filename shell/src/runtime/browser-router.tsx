import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  RouterContext,
  type NavigateFunction,
  type NavigationType,
  type RouterLocation,
  type RouterValue,
} from '../shared/router/router.tsx';

// Each entry this router creates carries a key in its history state, as react-router's did.
interface EntryState {
  key: string;
  usr: unknown;
}

function current(): RouterLocation {
  const state = history.state as Partial<EntryState> | null;
  return {
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    state: state?.usr ?? null,
    key: state?.key ?? 'default',
  };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The browser's router: the History API, with back and forward as POP navigations. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [view, setView] = useState<{ location: RouterLocation; type: NavigationType }>(() => ({
    location: current(),
    type: 'POP',
  }));
  useEffect(() => {
    // A fragment link followed on the page (the TOC) also fires popstate. It changes nothing the
    // tree draws, and a new router value reaching a page still waiting for its code would make
    // React drop that page's server HTML for the spinner; so the view stays as it is.
    const onPop = () => {
      const next = current();
      setView((view) =>
        view.location.pathname === next.pathname && view.location.search === next.search && view.location.state === next.state
          ? view
          : { location: next, type: 'POP' },
      );
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    const entry: EntryState = { key: newKey(), usr: options.state ?? null };
    if (options.replace) history.replaceState(entry, '', to);
    else history.pushState(entry, '', to);
    setView({ location: current(), type: options.replace ? 'REPLACE' : 'PUSH' });
  }, []);
  const value = useMemo<RouterValue>(() => ({ ...view, navigate }), [view, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
