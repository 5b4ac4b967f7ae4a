import { useEffect, useMemo, useState } from 'react';
import type { MissingSection, SearchAnswer, SearchClient, SearchHit, SearchRequest } from '@roo-docs/search-worker/client';
import { useSite } from '../site-context.ts';

export interface SiteSearch {
  /** Hits of the current request; null while none have come, or for no request. */
  hits: SearchHit[] | null;
  /** Sections the current request could not search. */
  missing: readonly MissingSection[];
  /** Starts loading the client and the index (first hover or focus), so the first query waits less. */
  warm(): void;
}

/**
 * The site's answer to `request` (keep it the same object while it means the same), kept current by the search client (a section that was still
 * arriving adds its hits when it settles; a newer request replaces the older). The client is
 * started once per search function: the site gives a new one when its pointer changes, and the
 * request is then asked again of the new shards.
 */
export function useSearch(request: SearchRequest | null): SiteSearch {
  const { search } = useSite();
  const client = useMemo(() => {
    let started: Promise<SearchClient> | undefined;
    return search ? () => (started ??= search()) : undefined;
  }, [search]);
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);

  useEffect(() => {
    if (!request || !client) {
      setAnswer(null);
      return;
    }
    let live = true;
    let stop = () => {};
    client()
      .then((c) => {
        if (live) stop = c.watch(request, setAnswer);
      })
      .catch(() => undefined); // no client: search stays silent, as before it loads
    return () => {
      live = false;
      stop();
    };
  }, [request, client]);

  return {
    hits: request ? (answer?.hits ?? null) : null,
    missing: (request && answer?.missing) || [],
    warm: () => void client?.(),
  };
}
