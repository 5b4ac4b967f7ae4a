import { memo } from 'react';
import { Sidebar } from '@roo-docs/chrome';
import { DocPage } from './DocPage.tsx';
import { routeKey } from '@roo-docs/schemas/contract';
import { pagerLinks, type NavLink, type NavModel, type NavRoute } from './nav-model.ts';
import { useSite } from './site-context.ts';
import { SiteLink } from './SiteLink.tsx';
import { SITE_URL } from './site-data.ts';

function Breadcrumbs({ route }: { route: NavRoute }) {
  const { model } = useSite();
  const entry = model.order.find((o) => o.path === route.path);
  const trail = entry?.trail ?? [];
  if (route.path === '/') return null;
  // Structured data for search engines: categories have no page of their own, so only linked steps.
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
      { '@type': 'ListItem', position: 2, name: entry?.label ?? route.title, item: `${SITE_URL}${route.path}` },
    ],
  };
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structured).replace(/</g, '\\u003c') }}
      />
      <ol>
        <li>
          <SiteLink href="/">Home</SiteLink>
        </li>
        {trail.map((t) => (
          <li key={t}>{t}</li>
        ))}
        <li aria-current="page">{entry?.label ?? route.title}</li>
      </ol>
    </nav>
  );
}

// While the navigation is only what the first page inlined, that page's neighbours came with it
// and other pages show none (their neighbours may sit in categories not inlined).
function neighboursOf(model: NavModel, path: string): { prev?: NavLink | null; next?: NavLink | null } | null {
  if (!model.complete) return model.neighbours?.path === path ? model.neighbours : null;
  const i = model.order.findIndex((o) => o.path === path);
  const find = (p: string) => model.order.find((o) => routeKey(o.path) === routeKey(p));
  return i < 0 ? null : pagerLinks(model.order, i, find);
}

function PrevNext({ route }: { route: NavRoute }) {
  const { model } = useSite();
  const around = neighboursOf(model, route.path);
  if (!around) return null;
  const { prev, next } = around;
  return (
    <nav className="prev-next" aria-label="Docs pages">
      {prev ? (
        <SiteLink className="prev" href={prev.path}>
          <span className="prev-next-dir">Previous</span> {prev.label}
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink className="next" href={next.path}>
          <span className="prev-next-dir">Next</span> {next.label}
        </SiteLink>
      ) : null}
    </nav>
  );
}

/**
 * A docs page: sidebar (except on the features index), breadcrumbs, content with its TOC, prev/next.
 * Memoised: a re-render of the chrome above must not reach a page whose server HTML is still
 * waiting for its section's code, or React would drop that HTML for a spinner.
 */
export const DocLayout = memo(function DocLayout({ route }: { route: NavRoute }) {
  const { model, completeNav } = useSite();
  const inSidebar = model.order.some((o) => o.path === route.path);
  return (
    <div className={`doc-layout${inSidebar ? '' : ' no-sidebar'}`}>
      {inSidebar ? (
        <Sidebar
          items={model.sidebar}
          active={route.path}
          onOpenPending={completeNav}
          renderLink={(path, label, current) => (
            <SiteLink href={path} aria-current={current ? 'page' : undefined} className={current ? 'active' : undefined}>
              {label}
            </SiteLink>
          )}
        />
      ) : null}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <Breadcrumbs route={route} />
        <DocPage route={route} />
        <PrevNext route={route} />
      </main>
    </div>
  );
});
