import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SiteLink } from './SiteLink.tsx';

// Fetched once the page is interactive: no other page's first visit carries it.
const NotFoundSuggestions = lazy(() =>
  import('./search/NotFoundSuggestions.tsx').then((m) => ({ default: m.NotFoundSuggestions })),
);

export function NotFound() {
  const { pathname } = useLocation();
  // The server renders one not-found page for every path: the suggestions join after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <main id="main-content" className="not-found" tabIndex={-1}>
      <h1>Page not found</h1>
      <p>We could not find the page you asked for. It may have moved, or the link may be mistyped.</p>
      <ul>
        <li>
          <SiteLink href="/">Go to the docs home</SiteLink>
        </li>
        <li>
          <SiteLink href="/getting-started/installing">Install Roo Code</SiteLink>
        </li>
        <li>
          <a href="https://github.com/RooCodeInc/Roo-Code-Docs/issues" rel="noopener noreferrer">
            Report a broken link
          </a>
        </li>
      </ul>
      {hydrated ? (
        <Suspense fallback={null}>
          <NotFoundSuggestions path={pathname} />
        </Suspense>
      ) : null}
    </main>
  );
}
