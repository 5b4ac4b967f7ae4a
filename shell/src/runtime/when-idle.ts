/**
 * Runs `run` when the browser is idle, at the latest after `timeoutMs`; where there is no
 * requestIdleCallback (Safari), after `fallbackMs`.
 */
export function whenIdle(run: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => run(), { timeout: timeoutMs });
  else setTimeout(run, fallbackMs);
}
