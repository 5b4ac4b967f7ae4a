/** Runs `fn` and says how long it took, in seconds of wall time (the bench reports it; no test reads it). */
export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, seconds: (performance.now() - started) / 1000 };
}
