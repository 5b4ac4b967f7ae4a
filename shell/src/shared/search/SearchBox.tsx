import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchClient, SearchHit } from '@roo-docs/search-worker/client';
import { useSite } from '../site-context.ts';
import { HitLabel } from './hit-label.tsx';
import { MissingNotice } from './MissingNotice.tsx';
import { useGoTo } from './use-go-to.ts';
import { useSearchAnswer } from './use-search.ts';

const SUGGESTIONS = 8;

/**
 * The navbar search box (WAI-ARIA combobox). The index loads on the first hover or focus; up to 8
 * suggestions with their heading path and snippet; arrows, Enter and Escape; Ctrl/Cmd+K focuses it.
 */
export function SearchBox() {
  const { search } = useSite();
  const goTo = useGoTo();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const client = useRef<Promise<SearchClient> | null>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);

  const warm = useCallback(() => {
    if (search && !client.current) client.current = search();
    return client.current;
  }, [search]);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const request = useMemo(() => (query.trim() ? { query, baseUrl: '/' } : null), [query]);
  const answer = useSearchAnswer(warm, request);
  const hits = request ? (answer?.hits ?? null) : null;
  // A new query clears the selection; the same query answered again (a section arrived) keeps it.
  useEffect(() => setActive(-1), [request]);

  const shown = (hits ?? []).slice(0, SUGGESTIONS);
  const allResults = `/search?q=${encodeURIComponent(query.trim())}`;
  const choose = (hit: SearchHit | undefined) => {
    setOpen(false);
    if (hit) goTo(hit.url, hit.terms);
    else if (query.trim()) goTo(allResults);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length ? (i + step + shown.length + 1) % (shown.length + 1) : -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(active >= 0 ? shown[active] : undefined);
    } else if (e.key === 'Escape') {
      if (open && query) setOpen(false);
      else input.current?.blur();
    }
  };

  const listId = `${id}-list`;
  const expanded = open && query.trim().length > 0 && hits !== null;
  return (
    <div className="search-box" role="search" aria-label="Site search" onPointerEnter={() => void warm()}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search the docs
      </label>
      <span className="search-icon icon icon-search" aria-hidden="true" />
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 && active < shown.length ? `${id}-opt-${active}` : undefined}
        placeholder="Search docs (Ctrl+K)"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={query}
        onFocus={() => {
          void warm();
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="search-suggestions" hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label="Search suggestions">
          {shown.map((hit, i) => (
            // The option itself is the control: a link inside an option is a nested interactive
            // control that screen readers announce twice (axe: nested-interactive).
            <li
              key={hit.id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              data-href={hit.url}
              className={i === active ? 'active' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(hit)}
            >
              <HitLabel hit={hit} />
            </li>
          ))}
        </ul>
        {hits && hits.length === 0 ? <p className="search-empty">No results</p> : null}
        <MissingNotice missing={(request && answer?.missing) || []} />
        {hits && hits.length > 0 ? (
          <a
            className={`search-all${active === shown.length ? ' active' : ''}`}
            href={allResults}
            onMouseDown={(e) => e.preventDefault()}
            onClick={(e) => {
              e.preventDefault();
              choose(undefined);
            }}
          >
            See all {hits.length === 50 ? '50+' : hits.length} results
          </a>
        ) : null}
      </div>
    </div>
  );
}
