import { openDeferredGate } from '../../shared/deferred.tsx';
import { LATE_STYLES_ID } from '../../shared/site-data.ts';
import { insertLateStyles } from '../late-styles.ts';
import { whenIdle } from '../when-idle.ts';

/** The performance mark set when the page is interactive (tests and the benchmark wait for it). */
export const HYDRATED_MARK = 'roo:hydrated';

export interface Hydration {
  /** Settles once the shell's tree has committed in the browser. */
  readonly done: Promise<void>;
  /** Called by the tree's first effect. */
  mark(): void;
}

export function createHydration(): Hydration {
  let resolve: () => void = () => {};
  const done = new Promise<void>((r) => (resolve = r));
  const mark = () => {
    // The mark is exact; the attribute's rounded value is only for selectors.
    const at = performance.mark(HYDRATED_MARK).startTime;
    document.documentElement.setAttribute('data-hydrated', String(Math.round(at)));
    resolve();
  };
  void done.then(() => {
    openDeferredGate();
    // With scripting on, a <noscript> in the head holds its links as text.
    const late = document.getElementById(LATE_STYLES_ID)?.textContent;
    if (late) insertLateStyles(late);
  });
  return { done, mark };
}

/** Resolves once the page has loaded and the browser is idle (or a bounded wait has passed). */
export function idle(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => whenIdle(resolve, { timeoutMs: 3000, fallbackMs: 1000 });
    if (document.readyState === 'complete') later();
    else addEventListener('load', later, { once: true });
  });
}
