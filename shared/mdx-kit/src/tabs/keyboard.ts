/**
 * The WAI-ARIA tabs pattern's keys for a horizontal tab list with automatic activation: the arrows
 * move to the previous or next tab (wrapping at the ends), Home and End to the first and last.
 * Returns the index to select and focus, or null for any other key (which the list leaves alone).
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
