import { Suspense, useEffect, useState } from 'react';
import { CrashPage, ErrorBox, Spinner, Toc, TocMobile } from '@roo-docs/chrome';
import { DocMeta } from './DocMeta.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { isIsland, PageLoadError, usePageSource, type PageModule } from './pages.ts';
import { SITE_NAME } from './site-data.ts';
import { Highlighter } from './search/Highlighter.tsx';
import type { NavRoute } from './nav-model.ts';

/** Shown after hydration on a page whose section failed to load: the content stays readable. */
function IslandNotice() {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  if (!shown) return null;
  return (
    <p className="island-notice" role="status">
      Part of this page could not load; you are reading a saved copy.{' '}
      <button type="button" onClick={() => window.location.reload()}>
        Retry
      </button>
    </p>
  );
}

function PageBody({ route }: { route: NavRoute }) {
  const page = usePageSource().read(route.path);
  if (isIsland(page)) {
    return (
      <>
        <div className="doc-page" data-page={route.path} dangerouslySetInnerHTML={{ __html: page.island }} />
        <IslandNotice />
      </>
    );
  }
  const Content = page.default;
  return <LoadedPage route={route} page={page} Content={Content} />;
}

function LoadedPage({ route, page, Content }: { route: NavRoute; page: PageModule; Content: PageModule['default'] }) {
  // The server writes the head; on client navigation the title follows the page.
  useEffect(() => {
    document.title = route.path === '/' ? SITE_NAME : `${page.frontmatter.title} | ${SITE_NAME}`;
  }, [route.path, page]);
  if (typeof Content !== 'function')
    throw new Error(`The page ${route.path} has no default export, so there is nothing to render`);
  return (
    <div className="doc-page" data-page={route.path}>
      <article className="doc-article">
        <h1>{page.frontmatter.title}</h1>
        <TocMobile headings={page.toc} />
        <div className="markdown">
          <Content />
        </div>
        <DocMeta meta={page.meta} />
      </article>
      <aside className="doc-toc">
        <Toc headings={page.toc} />
      </aside>
      <Highlighter />
    </div>
  );
}

/** One remote route: its own Suspense and error boundary, so a failing section stays contained. */
export function DocPage({ route }: { route: NavRoute }) {
  const source = usePageSource();
  return (
    <ErrorBoundary
      key={route.path}
      onReset={() => source.forget(route.path)}
      fallback={(error, reset) =>
        error instanceof PageLoadError ? <ErrorBox error={error} onRetry={reset} /> : <CrashPage error={error} onRetry={reset} />
      }
    >
      <Suspense fallback={<Spinner />}>
        <PageBody route={route} />
      </Suspense>
    </ErrorBoundary>
  );
}
