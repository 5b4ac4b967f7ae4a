import { useEffect, useRef, useState } from 'react';
import type { SearchAnswer, SearchClient, SearchRequest } from '@roo-docs/search-worker/client';

/**
 * The answer to `request` (null while none has come, or for no request). An answer that lacks a
 * section still arriving is asked again when the worker reports that the section settled, so its
 * hits appear without the reader typing; failed sections are retried by the worker on the next
 * query. `client` is called per query: it may start loading the index.
 */
export function useSearchAnswer(
  client: (() => Promise<SearchClient> | null | undefined) | undefined,
  request: SearchRequest | null,
): SearchAnswer | null {
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [revision, setRevision] = useState(0);
  // Set when the worker's report, not the reader, caused the next query: it must not retry failures.
  const reasked = useRef(false);
  const key = request ? JSON.stringify(request) : null;
  useEffect(() => {
    const asked: SearchRequest | null = key ? JSON.parse(key) : null;
    if (!asked || !client) {
      setAnswer(null);
      return;
    }
    const retryFailed = !reasked.current;
    reasked.current = false;
    let live = true;
    let unsubscribe = () => {};
    void client()
      ?.then(async (c) => {
        // A replaced run must not query: its query would cancel the live run's (the client keeps one).
        if (!live) return;
        const found = await c.query(retryFailed ? asked : { ...asked, retryFailed });
        if (!live) return;
        setAnswer(found);
        if (found.missing.some((m) => m.reason === 'loading'))
          unsubscribe = c.onState(() => {
            unsubscribe();
            if (!live) return;
            reasked.current = true;
            setRevision((r) => r + 1);
          });
      })
      .catch(() => undefined); // a newer query replaced this one
    return () => {
      live = false;
      unsubscribe();
    };
  }, [key, revision, client]);
  return answer;
}
