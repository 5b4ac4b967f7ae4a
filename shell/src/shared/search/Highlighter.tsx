import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { HighlightState } from './use-go-to.ts';

// Only a page opened from search has terms to mark: the marking code loads for that page alone.
const HighlightTerms = lazy(() => import('./HighlightTerms.tsx').then((m) => ({ default: m.HighlightTerms })));

/** Marks the search terms a reader came with (history state, never the URL); draws nothing. */
export function Highlighter() {
  const terms = (useLocation().state as HighlightState | null)?.highlight ?? [];
  if (!terms.length) return null;
  return (
    <Suspense fallback={null}>
      <HighlightTerms terms={terms} />
    </Suspense>
  );
}
