import { useCallback } from 'react';
import { useNavigate } from '../router/router.tsx';
import { useSite } from '../site-context.ts';

/** Search terms carried to the target page in history state, so they never appear in the URL. */
export interface HighlightState {
  highlight?: string[];
}

/** Goes to a search hit the way a link click does: load the page first, fall back to a full load. */
export function useGoTo() {
  const navigate = useNavigate();
  const { preload } = useSite();
  return useCallback(
    (url: string, terms: string[] = []) => {
      const target = new URL(url, window.location.origin);
      const state: HighlightState = { highlight: terms };
      preload(target.pathname).then(
        () => navigate(`${target.pathname}${target.search}${target.hash}`, { state }),
        () => window.location.assign(target.href),
      );
    },
    [navigate, preload],
  );
}
