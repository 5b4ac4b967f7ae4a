import { useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A copy to the clipboard and its outcome, shown for two seconds. The write starts inside the
 * call (the click), where every browser still allows it; a second copy restarts the two seconds.
 */
export function useCopyState(): [CopyState, (write: () => Promise<void>) => void] {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = (write: () => Promise<void>) => {
    // A browser without the clipboard API (a page not served over HTTPS) throws at once.
    void new Promise<void>((resolve, reject) => void write().then(resolve, reject))
      .then(
        () => 'copied' as const,
        () => 'failed' as const,
      )
      .then((outcome) => {
        setState(outcome);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setState('idle'), 2000);
      });
  };
  return [state, copy];
}
