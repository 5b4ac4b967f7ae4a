import { useNavigate } from 'react-router';
import { SEARCH_CONTEXTS } from '@roo-docs/schemas/contexts';
import type { SearchHit } from '@roo-docs/search-worker/client';
import { HitLabel } from './hit-label.tsx';
import { useGoTo } from './use-go-to.ts';
import { sendResultChosen } from './use-search-insights.ts';

/** The results page's query form: submitting keeps the chosen context and adds a history entry. */
export function SearchForm({ q, ctx, search }: { q: string; ctx: string; search: string }) {
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label="Search the documentation"
      className="search-form"
      onSubmit={(e) => {
        e.preventDefault();
        const next = new URLSearchParams(search);
        next.set('q', String(new FormData(e.currentTarget).get('q') ?? ''));
        navigate(`/search?${next.toString()}`);
      }}
    >
      <label htmlFor="search-page-q">Search for</label>
      <input id="search-page-q" name="q" type="search" defaultValue={q} key={q} maxLength={200} />
      {ctx ? <input type="hidden" name="ctx" value={ctx} /> : null}
      <button type="submit">Search</button>
    </form>
  );
}

/** One toggle per search context, and "All"; choosing one replaces the history entry. */
export function ContextFilter({ ctx, search }: { ctx: string; search: string }) {
  const navigate = useNavigate();
  const choose = (value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set('ctx', value);
    else next.delete('ctx');
    navigate(`/search?${next.toString()}`, { replace: true });
  };
  return (
    <nav className="search-contexts" aria-label="Filter by section">
      {[{ label: 'All', value: '' }, ...SEARCH_CONTEXTS.map((c) => ({ label: c.label, value: c.label }))].map((c) => (
        <button key={c.label} type="button" aria-pressed={ctx === c.value} onClick={() => choose(c.value)}>
          {c.label}
        </button>
      ))}
    </nav>
  );
}

/** The hits grouped by context, in the order their contexts first appear. */
export function HitGroups({ hits, query }: { hits: readonly SearchHit[]; query: string }) {
  const goTo = useGoTo();
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const key = hit.context ?? 'General';
    groups.set(key, [...(groups.get(key) ?? []), hit]);
  }
  return [...groups].map(([context, list]) => (
    <section key={context} className="search-group" aria-label={context}>
      <h2>{context}</h2>
      <ol>
        {list.map((hit) => (
          <li key={hit.id}>
            <a
              href={hit.url}
              onClick={(e) => {
                e.preventDefault();
                sendResultChosen(query, hits, hit, 'page');
                goTo(hit.url, hit.terms);
              }}
            >
              <HitLabel hit={hit} />
            </a>
          </li>
        ))}
      </ol>
    </section>
  ));
}
