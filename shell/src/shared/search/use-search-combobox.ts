import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { SearchHit } from '@roo-docs/search-worker/client';
import { useGoTo } from './use-go-to.ts';
import { useSearch, type SiteSearch } from './use-search.ts';
import { sendResultChosen, useNoResultsInsight } from './use-search-insights.ts';
import { SITE_BASE_URL } from '@roo-docs/schemas/contract';

const SUGGESTIONS = 8;

export interface SearchCombobox extends SiteSearch {
  input: RefObject<HTMLInputElement | null>;
  query: string;
  setQuery(query: string): void;
  /** The suggestions shown, at most 8. */
  shown: SearchHit[];
  /** The highlighted option: a suggestion, `shown.length` for "See all", or -1. */
  active: number;
  open: boolean;
  setOpen(open: boolean): void;
  /** Whether the suggestion list is showing. */
  expanded: boolean;
  /** The results page of the typed query. */
  allResults: string;
  /** Goes to a hit, or to the results page without one. */
  choose(hit: SearchHit | undefined): void;
  onKeyDown(e: KeyboardEvent<HTMLInputElement>): void;
}

/** The state and keys of the navbar search box (a WAI-ARIA combobox): arrows, Enter and Escape. */
export function useSearchCombobox(): SearchCombobox {
  const goTo = useGoTo();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);

  const request = useMemo(() => (query.trim() ? { query, baseUrl: SITE_BASE_URL } : null), [query]);
  const search = useSearch(request);
  useNoResultsInsight(query, search.hits, search.missing, 'box');
  // A new query clears the selection; the same query answered again (a section arrived) keeps it.
  useEffect(() => setActive(-1), [request]);

  const shown = (search.hits ?? []).slice(0, SUGGESTIONS);
  const allResults = `/search?q=${encodeURIComponent(query.trim())}`;
  const choose = (hit: SearchHit | undefined) => {
    setOpen(false);
    if (hit) {
      sendResultChosen(query, search.hits ?? [], hit, 'box');
      goTo(hit.url, hit.terms);
    } else if (query.trim()) goTo(allResults);
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
  const expanded = open && query.trim().length > 0 && search.hits !== null;
  return { ...search, input, query, setQuery, shown, active, open, setOpen, expanded, allResults, choose, onKeyDown };
}
