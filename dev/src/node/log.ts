/** The dev server's terminal: one short line per event, each starting with the time of day. */
export function logLine(text: string): void {
  const now = new Date().toTimeString().slice(0, 8);
  process.stdout.write(`${now} ${text}\n`);
}

/** `850 ms` below two seconds, `3.4 s` above: a rebuild reads in ms, a cold start in seconds. */
export function duration(ms: number): string {
  return ms < 2000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
