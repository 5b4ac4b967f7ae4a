/**
 * How long the shell waits for a section before it gives up and keeps the prerendered page (issue
 * 15): each request must start answering within `firstByteMs` (a script, whose first byte a page
 * cannot see, must arrive whole within it), and everything one page needs from its section
 * (manifest, remoteEntry, chunks) within `totalMs`.
 */
export interface LoadBounds {
  firstByteMs: number;
  totalMs: number;
}

export const DEFAULT_LOAD_BOUNDS: LoadBounds = { firstByteMs: 8_000, totalMs: 12_000 };

/**
 * Set on `window` before the shell boots, this replaces the bounds: tests use it so a drill does
 * not wait 12 s per case, and an embedding host on a very slow link could lengthen them.
 */
export const LOAD_BOUNDS_GLOBAL = '__ROO_DOCS_LOAD_BOUNDS__';

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** The bounds in force: the defaults, with any valid override (an invalid one is ignored). */
export function loadBounds(override: unknown = (globalThis as Record<string, unknown>)[LOAD_BOUNDS_GLOBAL]): LoadBounds {
  const o = (override ?? {}) as Partial<LoadBounds>;
  return {
    firstByteMs: positive(o.firstByteMs) ? o.firstByteMs : DEFAULT_LOAD_BOUNDS.firstByteMs,
    totalMs: positive(o.totalMs) ? o.totalMs : DEFAULT_LOAD_BOUNDS.totalMs,
  };
}

/** A load that did not finish within its bound (as opposed to one that failed outright). */
export class LoadTimeoutError extends Error {
  override name = 'LoadTimeoutError';
}

/**
 * `work`, or a LoadTimeoutError once `ms` have passed. Script loads cannot be cancelled, so the
 * work runs on; whatever it ends with later is dropped here (its files stay in the browser's
 * cache for the next attempt).
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadTimeoutError(`${what} took longer than ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Whether a failure, or any cause under it, was a load running out of time (ours, the federation
 * runtime's script timer, or a section's chunk timer) rather than an answer that was wrong.
 */
export function timedOut(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 10; depth++) {
    if (e instanceof LoadTimeoutError) return true;
    if (!(e instanceof Error)) return false;
    if (/timed out|\(timeout: /i.test(e.message)) return true;
    e = e.cause;
  }
  return false;
}
