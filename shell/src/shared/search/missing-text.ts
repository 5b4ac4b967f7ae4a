import type { MissingSection } from '@roo-docs/search-worker/client';

/** `A`, `A and B`, `A, B and C`. */
function list(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * What to tell a reader whose results lack some sections: which ones, and whether they are still
 * arriving or failed (then the next search tries again). Empty when nothing is missing. Words,
 * not colour, so it reads the same to a screen reader and in high contrast.
 */
export function missingText(missing: readonly MissingSection[], label: (m: MissingSection) => string): string {
  const failed = missing.filter((m) => m.reason === 'failed').map(label);
  const loading = missing.filter((m) => m.reason === 'loading').map(label);
  const parts: string[] = [];
  if (failed.length)
    parts.push(
      `Results from ${list(failed)} are missing: ${failed.length > 1 ? 'their' : 'its'} search index could not be loaded. Your next search tries again.`,
    );
  if (loading.length) parts.push(`Still loading results from ${list(loading)}…`);
  return parts.join(' ');
}
