import { useEffect } from 'react';
import type { MissingSection, SearchHit } from '@roo-docs/search-worker/client';
import { insights, type SearchPlace } from '../insights.ts';

/**
 * How long a query must stand unanswered before it counts as one that found nothing: the words
 * typed on the way to a query ("chec", "check") are not what the reader was looking for.
 */
export const SETTLED_MS = 1500;

/**
 * Tells analytics (when it is on) about a query that found nothing in every section: the words
 * readers use that the docs lack. A query some section could not search is left out, as its
 * emptiness says nothing about the docs.
 */
export function useNoResultsInsight(
  query: string,
  hits: readonly SearchHit[] | null,
  missing: readonly MissingSection[],
  where: SearchPlace,
): void {
  const empty = hits !== null && hits.length === 0 && missing.length === 0;
  const text = query.trim();
  useEffect(() => {
    if (!empty || !text) return;
    const timer = setTimeout(() => insights.send({ event: 'search_no_results', properties: { query: text, where } }), SETTLED_MS);
    return () => clearTimeout(timer);
  }, [empty, text, where]);
}

/** Tells analytics (when it is on) which hit of a query the reader chose, by its rank (1 is first). */
export function sendResultChosen(query: string, hits: readonly SearchHit[], hit: SearchHit, where: SearchPlace): void {
  insights.send({
    event: 'search_result_clicked',
    properties: { query: query.trim(), rank: hits.indexOf(hit) + 1, path: hit.url, where },
  });
}
