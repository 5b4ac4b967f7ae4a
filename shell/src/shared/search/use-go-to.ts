import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Search terms carried to the target page in history state, so they never appear in the URL. */
export interface HighlightState {
  highlight?: string[];
}

/**
 * Goes to a search hit the way a link click does: the router loads the page first, or loads it
 * the ordinary way when it cannot (site-history.ts).
 */
export function useGoTo() {
  const navigate = useNavigate();
  return useCallback(
    (url: string, terms: string[] = []) => {
      const target = new URL(url, window.location.origin);
      const state: HighlightState = { highlight: terms };
      void navigate(`${target.pathname}${target.search}${target.hash}`, { state });
    },
    [navigate],
  );
}
