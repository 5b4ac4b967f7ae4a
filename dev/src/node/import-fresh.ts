import { createJiti } from 'jiti';

/**
 * A module and what it imports, read from disk now rather than from Node's module cache (which
 * keeps the first copy for as long as the dev server runs): for data a writer saves while it runs.
 */
export function importFresh<T>(entry: string): Promise<T> {
  return createJiti(import.meta.url, { moduleCache: false, fsCache: false }).import<T>(entry);
}
