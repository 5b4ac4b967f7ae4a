import { lazy, Suspense, useEffect, useRef } from 'react';
import { CrashPage, ErrorBox, Spinner, Toc, TocMobile } from '@roo-docs/chrome';
import { DocMeta } from './DocMeta.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { isIsland, PageLoadError, usePageSource, type PageModule } from './pages.ts';
import { SITE_NAME } from './site-data.ts';
import { Highlighter } from './search/Highlighter.tsx';
import type { NavRoute } from './nav-model.ts';
import { useDevPageVersion } from './use-dev-page.ts';
import { deferred } from './deferred.tsx';

// Never in the server HTML, and only a page whose section failed to load shows it.
const IslandNotice = lazy(() => import('./IslandNotice.tsx').then((m) => ({ default: m.IslandNotice })));

// Loads once the page is interactive; its server HTML (a link to the page's Markdown) stays until
// then. No fallback of its own: a later page finds the code already loaded.
const PageActions = deferred(() => import('./page-actions/PageActions.tsx').then((m) => m.PageActions));
// The foot of the page likewise: until its code arrives, its server HTML (the report link) stands.
const PageFeedback = deferred(() => import('./PageFeedback.tsx').then((m) => m.PageFeedback));

function PageBody({ route }: { route: NavRoute }) {
  const page = usePageSource().read(route.path);
  if (isIsland(page)) {
    return (
      <>
        <Suspense fallback={null}>
          <IslandNotice />
        </Suspense>
        <div className="doc-page" data-page={route.path} dangerouslySetInnerHTML={{ __html: page.island }} />
      </>
    );
  }
  const Content = page.default;
  return <LoadedPage route={route} page={page} Content={Content} />;
}

function LoadedPage({ route, page, Content }: { route: NavRoute; page: PageModule; Content: PageModule['default'] }) {
  const live = useRef<HTMLDivElement>(null);
  // Marks a page whose own code runs (not a saved copy), as data-hydrated marks the shell.
  useEffect(() => live.current?.setAttribute('data-live', ''), []);
  // The server writes the head; on client navigation the title follows the page.
  useEffect(() => {
    document.title = route.path === '/' ? SITE_NAME : `${page.frontmatter.title} | ${SITE_NAME}`;
  }, [route.path, page]);
  if (typeof Content !== 'function')
    throw new Error(`The page ${route.path} has no default export, so there is nothing to render`);
  return (
    <div className="doc-page" data-page={route.path} ref={live}>
      <article className="doc-article">
        <header className="doc-title">
          <h1>{page.frontmatter.title}</h1>
          <Suspense fallback={null}>
            <PageActions route={route.path} />
          </Suspense>
        </header>
        <TocMobile headings={page.toc} />
        <div className="markdown">
          <Content />
        </div>
        <DocMeta meta={page.meta} />
        <Suspense fallback={null}>
          <PageFeedback route={route} title={page.frontmatter.title} />
        </Suspense>
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
  // A writer's next save of a page that crashed shows it again (the dev server's updates only).
  const devVersion = useDevPageVersion(route.path);
  return (
    <ErrorBoundary
      key={route.path}
      resetKey={devVersion}
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
