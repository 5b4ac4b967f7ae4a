import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DOCS_VERSIONS } from '@roo-docs/schemas/config';
import { SEARCH_CONTEXTS } from '@roo-docs/schemas/contexts';
import type { SearchHit } from '@roo-docs/search-worker/client';
import { useSite } from '../site-context.ts';
import { HitLabel } from './hit-label.tsx';
import { MissingNotice } from './MissingNotice.tsx';
import { useGoTo } from './use-go-to.ts';
import { useSearchAnswer } from './use-search.ts';

interface Params {
  q: string;
  ctx: string;
  /** A requested docs version this site does not have, shown as a notice; null when fine. */
  unknownVersion: string | null;
}

function readParams(search: string): Params {
  const p = new URLSearchParams(search);
  const version = (p.get('version') ?? '').slice(0, 40);
  const unknownVersion = version && !DOCS_VERSIONS.some((v) => v.name === version) ? version : null;
  return { q: (p.get('q') ?? '').slice(0, 200), ctx: p.get('ctx') ?? '', unknownVersion };
}

/**
 * `/search?q=…&ctx=…&version=…`: every hit, grouped by context, with the contexts as filters.
 * The URL is read after mount: the page is prerendered once, for every query.
 */
export function SearchPage() {
  const { search } = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const goTo = useGoTo();
  const [params, setParams] = useState<Params | null>(null);

  useEffect(() => setParams(readParams(location.search)), [location.search]);
  const request = useMemo(
    () => (params?.q.trim() ? { query: params.q, context: params.ctx || undefined, baseUrl: '/', releaseNotes: true } : null),
    [params],
  );
  const answer = useSearchAnswer(search, request);
  const hits = request ? (answer?.hits ?? null) : null;

  const setContext = (ctx: string) => {
    const next = new URLSearchParams(location.search);
    if (ctx) next.set('ctx', ctx);
    else next.delete('ctx');
    navigate(`/search?${next.toString()}`, { replace: true });
  };
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits ?? []) {
    const key = hit.context ?? 'General';
    groups.set(key, [...(groups.get(key) ?? []), hit]);
  }

  return (
    <main id="main-content" className="search-page" tabIndex={-1}>
      <h1>Search the documentation</h1>
      <form
        method="get"
        action="/search"
        role="search"
        aria-label="Search the documentation"
        className="search-form"
        onSubmit={(e) => {
          e.preventDefault();
          const q = String(new FormData(e.currentTarget).get('q') ?? '');
          const next = new URLSearchParams(location.search);
          next.set('q', q);
          navigate(`/search?${next.toString()}`);
        }}
      >
        <label htmlFor="search-page-q">Search for</label>
        <input id="search-page-q" name="q" type="search" defaultValue={params?.q ?? ''} key={params?.q ?? ''} maxLength={200} />
        {params?.ctx ? <input type="hidden" name="ctx" value={params.ctx} /> : null}
        <button type="submit">Search</button>
      </form>
      <nav className="search-contexts" aria-label="Filter by section">
        {[{ label: 'All', value: '' }, ...SEARCH_CONTEXTS.map((c) => ({ label: c.label, value: c.label }))].map((c) => (
          <button key={c.label} type="button" aria-pressed={(params?.ctx ?? '') === c.value} onClick={() => setContext(c.value)}>
            {c.label}
          </button>
        ))}
      </nav>
      {params?.unknownVersion ? (
        <p className="search-notice">
          There is no docs version “{params.unknownVersion}”: these results are from the{' '}
          {DOCS_VERSIONS.find((v) => v.isLast)?.label ?? 'latest'} docs.
        </p>
      ) : null}
      {params && !params.q.trim() ? <p>Type a word or a phrase to search every section of the docs.</p> : null}
      {hits && hits.length === 0 ? <p className="search-empty">No results</p> : null}
      {hits && hits.length > 0 ? (
        <p role="status">
          {hits.length === 50 ? 'The first 50' : hits.length} results for “{params?.q}”{params?.ctx ? ` in ${params.ctx}` : ''}
        </p>
      ) : null}
      <MissingNotice missing={(request && answer?.missing) || []} />
      {[...groups].map(([context, list]) => (
        <section key={context} className="search-group" aria-label={context}>
          <h2>{context}</h2>
          <ol>
            {list.map((hit) => (
              <li key={hit.id}>
                <a
                  href={hit.url}
                  onClick={(e) => {
                    e.preventDefault();
                    goTo(hit.url, hit.terms);
                  }}
                >
                  <HitLabel hit={hit} />
                </a>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </main>
  );
}
