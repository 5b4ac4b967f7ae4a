import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AnnouncementBar, Navbar, Spinner, ThemeToggle } from '@roo-docs/chrome';
import { useTheme } from './use-theme.ts';
import { DocLayout } from './DocLayout.tsx';
import { useSite } from './site-context.ts';
import { resolvePath, SEARCH_PATH } from './resolve-path.ts';
import { routeKey } from '@roo-docs/schemas/contract';
import { SiteLink } from './SiteLink.tsx';
import { SearchBox } from './search/SearchBox.tsx';
import { NavbarItems } from './navbar/NavbarItems.tsx';
import { deferred } from './deferred.tsx';

// Static below the page: hydrated once the page is interactive.
const Footer = deferred(() => import('@roo-docs/chrome/deferred').then((m) => m.Footer));
const TeamsBanner = deferred(() => import('@roo-docs/chrome/deferred').then((m) => m.TeamsBanner));

// Only a path no page has needs it; while its code arrives a not-found page keeps its server HTML.
const NotFound = lazy(() => import('./NotFound.tsx').then((m) => ({ default: m.NotFound })));

// Only readers of the results page download its code.
const SearchPage = lazy(() => import('./search/SearchPage.tsx').then((m) => ({ default: m.SearchPage })));

/**
 * Paths no route matched: a redirect (incl. `.html` forms) or the not-found page; while the page
 * holds only the navigation it inlined (back or forward to a page it does not know), first the rest.
 */
function Fallback() {
  const { model, redirects, completeNav } = useSite();
  const location = useLocation();
  const [tried, setTried] = useState(false);
  // The entry the page was loaded with ('default' key) shows what its HTML shows: the server
  // rendered not-found without waiting, and hydration must draw the same.
  const waiting = !model.complete && !!completeNav && !tried && location.key !== 'default';
  useEffect(() => {
    if (waiting) void completeNav!().finally(() => setTried(true));
  }, [waiting, completeNav]);
  if (waiting) return <Spinner label="Loading the page" />;
  const r = resolvePath(location.pathname, model, redirects);
  if (r.kind === 'redirect') return <Navigate to={`${r.to}${location.search}${location.hash}`} replace />;
  if (r.kind === 'page') return <DocLayout route={r.route} />;
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}

/**
 * The theme state lives here, not in App: its first update (the stored choice, read after
 * hydration) must not re-render the page, whose content may still be waiting to hydrate.
 */
function ThemeSwitch() {
  const [theme, setTheme] = useTheme();
  return <ThemeToggle choice={theme} onChange={setTheme} />;
}

function decoded(pathname: string): string | null {
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}

/** What the location shows: a docs page, the results page, or whatever the fallback finds. */
function Content() {
  const { model } = useSite();
  const { pathname } = useLocation();
  const path = decoded(pathname);
  const key = path === null ? null : routeKey(path);
  if (key === SEARCH_PATH)
    return (
      <Suspense fallback={<Spinner label="Loading search" />}>
        <SearchPage />
      </Suspense>
    );
  const route = key === null ? undefined : model.routes.get(key);
  return route ? <DocLayout route={route} /> : <Fallback />;
}

/** The whole site: the same tree is prerendered in Node and hydrated in the browser. */
export function App() {
  return (
    <>
      <Navbar
        home={
          <SiteLink href="/" className="brand">
            Roo Code <span className="brand-sub">Docs</span>
          </SiteLink>
        }
        links={
          <>
            <SiteLink href="/getting-started/installing">Get started</SiteLink>
            <SiteLink href="/features/">Features</SiteLink>
            <SiteLink href="/providers/anthropic">Providers</SiteLink>
            <SiteLink href="/update-notes/">Release notes</SiteLink>
          </>
        }
        center={<SearchBox />}
        right={
          <>
            <NavbarItems />
            <ThemeSwitch />
          </>
        }
      />
      {/* After the navbar so its skip link is reached first; drawn above it (banners.css). */}
      <AnnouncementBar />
      <Content />
      <Suspense fallback={null}>
        <TeamsBanner />
        <Footer year={__BUILD_YEAR__} />
      </Suspense>
    </>
  );
}
