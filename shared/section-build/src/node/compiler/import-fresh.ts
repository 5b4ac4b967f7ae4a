/**
 * A module and what it imports, read from disk now rather than from Node's module cache (which
 * keeps the first copy for as long as the dev server runs): for data a writer saves while it runs.
 */
export async function importFresh<T>(entry: string): Promise<T> {
  // Loaded on the first read, not with the dev server: jiti brings a 1.9 MB compiler.
  const { createJiti } = await import('jiti');
  return createJiti(import.meta.url, { moduleCache: false, fsCache: false }).import<T>(entry);
}
