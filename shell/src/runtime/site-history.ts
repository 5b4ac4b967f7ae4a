import { startTransition } from 'react';
import { parsePath, UNSAFE_createBrowserHistory as createBrowserHistory, type To } from 'react-router';
import { resolvePath } from '../shared/resolve-path.ts';
import type { SiteContextValue } from '../shared/site-context.ts';
import { rememberFailedLoad } from './failed-load.ts';
import { timedOut } from './load-bounds.ts';
import { doneProgress, startProgress } from './progress.ts';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * Where a move to `pathname` goes: a page to load first, the results page, or a path no page has
 * (the not-found page; a plain link there is left to the browser).
 */
export type Plan = { kind: 'load'; path: string } | { kind: 'search' } | { kind: 'not-found' };

/**
 * The path a navigation really ends on: a page's own spelling (redirects, `.html`, upper case),
 * loaded before the view switches; a path the partial navigation does not know yet is looked for
 * in lower case once the whole navigation is in.
 */
export function planNavigation(pathname: string, site: Pick<SiteContextValue, 'model' | 'redirects'>): Plan {
  const r = resolvePath(pathname, site.model, site.redirects);
  if (r.kind === 'page') return { kind: 'load', path: r.route.path };
  if (r.kind === 'redirect') return { kind: 'load', path: r.to };
  if (r.kind === 'search') return r;
  return site.model.complete ? r : { kind: 'load', path: pathname.toLowerCase() };
}

/**
 * React Router's browser history, whose pushes load the target page before the URL and the view
 * change: every `<Link>`, `useNavigate()` and plain link of a page goes through here, so a reader
 * never meets a spinner for a page that is a few milliseconds away, and a page whose section is
 * down is loaded the ordinary way (its prerendered copy with the notice). A load still under way
 * is dropped by any later move (another push, a replace, Back or Forward).
 */
export function createSiteHistory(site: () => Pick<SiteContextValue, 'model' | 'redirects' | 'preload'>): BrowserHistory {
  const browser = createBrowserHistory({ v5Compat: true });
  let latest = 0;
  // Any move drops a load still under way, and its progress bar.
  const supersede = () => {
    doneProgress();
    return ++latest;
  };
  const push = (to: To, state?: unknown) => {
    const parts = typeof to === 'string' ? parsePath(to) : to;
    const current = site();
    const plan = planNavigation(parts.pathname ?? browser.location.pathname, current);
    const ticket = supersede();
    if (plan.kind === 'search') return browser.push(to, state);
    // No page has this path: the server answers it (a file, the embed demo, its not-found page).
    if (plan.kind === 'not-found') return window.location.assign(browser.createHref(parts));
    const next = { ...parts, pathname: plan.path };
    const href = browser.createHref(next);
    startProgress();
    current.preload(plan.path).then(
      () => {
        if (ticket === latest) browser.push(next, state);
      },
      (error: unknown) => {
        if (ticket !== latest) return;
        doneProgress();
        console.warn(`Could not preload ${plan.path}; loading the page directly`, error);
        // A section that let a whole bound pass gets no second wait on the page loaded next;
        // any other failure (a stale build list) is tried afresh there.
        if (timedOut(error)) rememberFailedLoad(plan.path);
        window.location.assign(href);
      },
    );
  };
  return {
    get action() {
      return browser.action;
    },
    get location() {
      return browser.location;
    },
    createHref: browser.createHref,
    createURL: browser.createURL,
    encodeLocation: browser.encodeLocation,
    go: browser.go,
    listen: (listener) => {
      let shown = browser.location;
      return browser.listen((update) => {
        supersede();
        const hashOnly =
          update.action === 'POP' &&
          update.location.pathname === shown.pathname &&
          update.location.search === shown.search &&
          update.location.state === shown.state;
        shown = update.location;
        // A push comes after its page loaded, so it renders at once, in one task (a transition
        // would slice the same work across frames and show the page later). Back and Forward may
        // reach a page whose code is not here yet: as a transition, the old page stays meanwhile.
        // A fragment link followed on the page (the TOC) fires popstate too, and React renders a
        // transition begun in popstate at once, as for Back, so a page still waiting for its code
        // would lose its server HTML to the spinner. After the event, the update is an ordinary
        // transition, which waits for that code instead.
        if (update.action !== 'POP') listener(update);
        else if (hashOnly) setTimeout(() => startTransition(() => listener(update)));
        else startTransition(() => listener(update));
      });
    },
    replace: (to, state) => {
      supersede();
      browser.replace(to, state);
    },
    push,
  };
}
