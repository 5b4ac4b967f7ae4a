/**
 * A count as the navbar buttons show it: below a thousand as is, then thousands with one decimal
 * and `k` (15400 → '15.4k'), then millions the same way with `M` (1234567 → '1.2M'). Rounded to
 * the nearest tenth; a value that rounds up to the next unit moves to that unit (999950 → '1.0M'
 * rather than '1000.0k').
 */
export function formatCount(count: number): string {
  const n = Math.round(count);
  if (n < 1000) return String(n);
  const thousands = Math.round(n / 100) / 10;
  if (thousands < 1000) return `${thousands.toFixed(1)}k`;
  return `${(Math.round(n / 100_000) / 10).toFixed(1)}M`;
}
