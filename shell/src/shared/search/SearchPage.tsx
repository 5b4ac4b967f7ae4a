import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { DOCS_VERSIONS } from '@roo-docs/schemas/config';
import { MissingNotice } from './MissingNotice.tsx';
import { ContextFilter, HitGroups, SearchForm } from './SearchResults.tsx';
import { useSearch } from './use-search.ts';
import { useNoResultsInsight } from './use-search-insights.ts';
import { SITE_BASE_URL } from '@roo-docs/schemas/contract';

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
  const { search } = useLocation();
  const [params, setParams] = useState<Params | null>(null);

  useEffect(() => setParams(readParams(search)), [search]);
  const request = useMemo(
    () =>
      params?.q.trim() ? { query: params.q, context: params.ctx || undefined, baseUrl: SITE_BASE_URL, releaseNotes: true } : null,
    [params],
  );
  const { hits, missing } = useSearch(request);
  useNoResultsInsight(params?.q ?? '', hits, missing, 'page');

  return (
    <main id="main-content" className="search-page" tabIndex={-1}>
      <h1>Search the documentation</h1>
      <SearchForm q={params?.q ?? ''} ctx={params?.ctx ?? ''} search={search} />
      <ContextFilter ctx={params?.ctx ?? ''} search={search} />
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
      <MissingNotice missing={missing} />
      <HitGroups hits={hits ?? []} query={params?.q ?? ''} />
    </main>
  );
}
