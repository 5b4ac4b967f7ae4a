import type { RemotesPointer } from '@roo-docs/schemas';
import type { SearchClient } from '@roo-docs/search-worker/client';

let client: Promise<SearchClient> | undefined;
let loadedFor: RemotesPointer | undefined;

/**
 * The page's search client, created on first use (first hover or focus of the search box), so
 * neither its code nor any shard is downloaded before a reader reaches for search. Shards come
 * from the live pointer; a newer pointer reloads them.
 */
export function searchFor(pointer: () => RemotesPointer | null): Promise<SearchClient> {
  client ??= import('@roo-docs/search-worker/client').then(({ createSearchClient }) =>
    createSearchClient(() => new Worker(new URL('./search.worker.ts', import.meta.url))),
  );
  return client.then(async (search) => {
    const current = pointer();
    if (current && current !== loadedFor) {
      loadedFor = current;
      const { shardsFromPointer } = await import('@roo-docs/search-worker/client');
      search.load(shardsFromPointer(current));
    }
    return search;
  });
}
