import { useCallback, useEffect, useState } from 'react';
import type { Dismissal } from './dismissals.ts';
import { readStored, writeStored } from './storage.ts';

/**
 * Whether a banner was dismissed, and the function that dismisses it. False on the server and in
 * the first client render (stored state must not change the prerendered markup; the head script
 * and CSS hide a dismissed banner meanwhile), then read from storage once mounted.
 */
export function useDismissal(dismissal: Dismissal): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (dismissal.isDismissed(readStored(dismissal.key))) setDismissed(true);
  }, [dismissal]);
  const dismiss = useCallback(() => {
    setDismissed(true);
    document.documentElement.setAttribute(dismissal.attribute, dismissal.attributeValue);
    writeStored(dismissal.key, dismissal.stored);
  }, [dismissal]);
  return [dismissed, dismiss];
}
