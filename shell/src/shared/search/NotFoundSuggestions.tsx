import { useMemo } from 'react';
import type { SearchHit } from '@roo-docs/search-worker/client';
import { pathWords } from '../not-found-words.ts';
import { SiteLink } from '../SiteLink.tsx';
import { useSearch } from './use-search.ts';
import { SITE_BASE_URL } from '@roo-docs/schemas/contract';

/** How many pages the not-found page offers: enough to hold the right one, few enough to scan. */
export const SUGGESTIONS = 5;

/** The best-ranked hit of each page, in rank order: a page matched by several sections is offered once. */
export function closestPages(hits: readonly SearchHit[], count = SUGGESTIONS): SearchHit[] {
  const seen = new Set<string>();
  const pages: SearchHit[] = [];
  for (const hit of hits) {
    if (seen.has(hit.path)) continue;
    seen.add(hit.path);
    pages.push(hit);
    if (pages.length === count) break;
  }
  return pages;
}

/**
 * The pages the site's own search finds for the words of the missing path, loaded after the page
 * is interactive (its code, the words' rules, the search client and the shards are fetched only
 * then). The live region announces the outcome once the answer is in.
 */
export function NotFoundSuggestions({ path }: { path: string }) {
  const words = pathWords(path);
  const request = useMemo(() => (words ? { query: words, baseUrl: SITE_BASE_URL } : null), [words]);
  const { hits } = useSearch(request);
  const pages = hits ? closestPages(hits) : null;
  // An address of no words (`/no-such-page-here`) has nothing to suggest: the page stays as served.
  if (!words) return null;
  return (
    <section className="not-found-suggestions" aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions">Did you mean one of these pages?</h2>
      <p aria-live="polite" className="not-found-status">
        {!pages
          ? `Looking for pages about “${words}”…`
          : pages.length
            ? `${pages.length === 1 ? 'One page matches' : `${pages.length} pages match`} “${words}”.`
            : `No page matches “${words}”; the search box above finds pages by other words.`}
      </p>
      {pages?.length ? (
        <ul>
          {pages.map((hit) => (
            <li key={hit.path}>
              <SiteLink href={hit.path}>{hit.parents[0] ?? hit.title}</SiteLink>
              {hit.context ? <span className="not-found-context"> · {hit.context}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
