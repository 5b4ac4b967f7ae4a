import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AnnouncementBar, Footer, Navbar, Spinner, TeamsBanner, ThemeToggle } from '@roo-docs/chrome';
import { useTheme } from './use-theme.ts';
import { DocLayout } from './DocLayout.tsx';
import { NotFound } from './NotFound.tsx';
import { useSite } from './site-context.ts';
import { resolvePath } from './resolve-path.ts';
import { SiteLink } from './SiteLink.tsx';
import { SearchBox } from './search/SearchBox.tsx';
import { NavbarItems } from './chrome/NavbarItems.tsx';

// Only readers of the results page download its code.
const SearchPage = lazy(() => import('./search/SearchPage.tsx').then((m) => ({ default: m.SearchPage })));

/** Paths no route matched: a redirect (incl. `.html` forms) or the not-found page. */
function Fallback() {
  const { model, redirects } = useSite();
  const location = useLocation();
  const r = resolvePath(location.pathname, model, redirects);
  if (r.kind === 'redirect') return <Navigate to={`${r.to}${location.search}${location.hash}`} replace />;
  if (r.kind === 'page') return <DocLayout route={r.route} />;
  return <NotFound />;
}

/**
 * The theme state lives here, not in App: its first update (the stored choice, read after
 * hydration) must not re-render the page, whose content may still be waiting to hydrate.
 */
function ThemeSwitch() {
  const [theme, setTheme] = useTheme();
  return <ThemeToggle choice={theme} onChange={setTheme} />;
}

/** The whole site: the same tree is prerendered in Node and hydrated in the browser. */
export function App() {
  const { model } = useSite();
  const routes = useMemo(() => [...model.routes.values()], [model]);
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
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={<DocLayout route={r} />} />
        ))}
        <Route
          path="/search"
          element={
            <Suspense fallback={<Spinner label="Loading search" />}>
              <SearchPage />
            </Suspense>
          }
        />
        <Route path="*" element={<Fallback />} />
      </Routes>
      <TeamsBanner />
      <Footer year={__BUILD_YEAR__} />
    </>
  );
}
