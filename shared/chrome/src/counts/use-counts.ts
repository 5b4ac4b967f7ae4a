import { useEffect, useState } from 'react';
import { fetchInstalls, fetchStars } from './fetch-counts.ts';
import { formatCount } from './format-count.ts';

/** What the server renders and what stays when a fetch fails (docs/site-behaviour.md, Calls to other sites): 15.4k stars, 574.1k installs. */
export const DEFAULT_COUNTS = { stars: 15_400, installs: 574_100 };
export type Counts = typeof DEFAULT_COUNTS;

// One request of each per page load, shared by every component that shows a count and kept only
// in memory: a remount (or a second button) reuses the answer instead of asking again.
let pending: { stars: Promise<number | null>; installs: Promise<number | null> } | undefined;

/**
 * The star and install counts, formatted. They start at the defaults on the server and in the
 * first client render (so hydration matches) and are replaced once the fetches made after
 * hydration succeed.
 */
export function useCounts(): Record<keyof Counts, string> {
  const [counts, setCounts] = useState(DEFAULT_COUNTS);
  useEffect(() => {
    let live = true;
    const fetcher = (url: string, init?: RequestInit) => fetch(url, init);
    pending ??= { stars: fetchStars(fetcher), installs: fetchInstalls(fetcher) };
    for (const key of ['stars', 'installs'] as const) {
      void pending[key].then((value) => {
        if (live && value !== null) setCounts((c) => ({ ...c, [key]: value }));
      });
    }
    return () => {
      live = false;
    };
  }, []);
  return { stars: formatCount(counts.stars), installs: formatCount(counts.installs) };
}
