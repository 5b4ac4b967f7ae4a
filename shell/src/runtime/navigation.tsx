import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router';
import { resolvePath } from '../shared/resolve-path.ts';
import type { SiteContextValue } from '../shared/site-context.ts';
import { prefetchAllowed } from './prefetch.ts';
import { planNavigation } from './site-history.ts';
import { scrollToFirstAnchor } from './dev-first-anchor.ts';

function sameSiteTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  // A link to another part of the same page is the browser's job.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return url;
}

/**
 * Turns clicks on plain same-site anchors anywhere in the page (page content, the chrome's static
 * parts) into router navigation, which loads the target page first (site-history.ts); a path no
 * page has is left to the browser. `<Link>` handles its own clicks the same way.
 */
export function NavigationBridge({ site }: { site: SiteContextValue }) {
  const navigate = useNavigate();
  const navRef = useRef<NavigateFunction>(navigate);
  navRef.current = navigate;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = sameSiteTarget(event);
      if (!url || planNavigation(url.pathname, site).kind === 'not-found') return;
      event.preventDefault();
      void navRef.current(`${url.pathname}${url.search}${url.hash}`);
    };
    // Prefetch on intent (hover or keyboard focus), so the click usually finds the page loaded.
    const onIntent = (event: Event) => {
      const connection = (navigator as { connection?: Parameters<typeof prefetchAllowed>[0] }).connection;
      if (!prefetchAllowed(connection)) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== location.origin) return;
      const r = resolvePath(anchor.pathname, site.model, site.redirects);
      if (r.kind === 'page' && r.route.path !== location.pathname) site.preload(r.route.path).catch(() => undefined);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [site]);
  return null;
}

/** Fired on `window` with `{ path }` for the first page and every client navigation after it. */
export const ROUTE_CHANGE_EVENT = 'roo-docs:route-change';

/** New pages start at the top, or at their anchor; back and forward keep the browser's position. */
export function ScrollManager() {
  const location = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    // Other parts of the page (analytics) follow route changes without joining the React tree.
    window.dispatchEvent(new CustomEvent(ROUTE_CHANGE_EVENT, { detail: { path: location.pathname } }));
    if (first.current) {
      first.current = false;
      if (__DEV_SERVER__) scrollToFirstAnchor();
      return;
    }
    if (type === 'POP') return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [location.pathname, location.hash, type]);
  return null;
}
