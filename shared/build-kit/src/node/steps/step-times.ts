/** Seconds spent in each named step, one decimal: how a build or publish reports where time went. */
export function stepTimes() {
  const steps: Record<string, number> = {};
  let last = performance.now();
  return {
    steps,
    /** Records the time since the previous mark (or the start) under `name`, adding to earlier marks of it. */
    mark(name: string) {
      const now = performance.now();
      steps[name] = Math.round(((steps[name] ?? 0) + (now - last) / 1000) * 10) / 10;
      last = now;
    },
  };
}
