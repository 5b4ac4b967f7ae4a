import { SECTION_NAMES, type RemotesPointer } from '@roo-docs/schemas/contract';
import { ON_DEMAND_SECTION } from '@roo-docs/search-worker/shard-format';
import type { SearchClient, SearchTiming } from '@roo-docs/search-worker/client';

let client: Promise<SearchClient> | undefined;
let loadedFor: RemotesPointer | undefined;
let warmedFor: RemotesPointer | undefined;

// Browser tests shorten the worker's waits (fetch timeout, retry back-off) with an init script;
// readers always get the worker's defaults.
const timingOverride = () => (globalThis as { __rooSearchTiming?: Partial<SearchTiming> }).__rooSearchTiming;

/**
 * The page's search client, created on first use (first hover or focus of the search box), so
 * neither its code nor any shard is downloaded before a reader reaches for search. Shards come
 * from the live pointer; a newer pointer reloads them. A shard that fails is fetched again by the
 * worker on a later query, so nothing here needs to retry.
 */
export function searchFor(pointer: () => RemotesPointer | null): Promise<SearchClient> {
  client ??= import('@roo-docs/search-worker/client').then(({ createSearchClient }) => {
    const timing = timingOverride();
    return createSearchClient(() => new Worker(new URL('./search.worker.ts', import.meta.url)), timing ? { timing } : {});
  });
  // After the client's own code is asked for: on one connection the shards would hold it up.
  const live = pointer();
  if (live && live !== warmedFor) {
    warmedFor = live;
    warmShards(live);
  }
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

/**
 * Starts the docs shards' downloads from the page at once. The worker asks for the same URLs only
 * once its code has arrived and run (60-70 ms later); they are immutable, so the browser's HTTP
 * cache answers it with these responses, whole or still arriving, instead of a second download.
 * The worker still checks every byte against the pointer's hashes.
 */
function warmShards(pointer: RemotesPointer): void {
  for (const section of SECTION_NAMES) {
    const live = pointer.sections[section];
    if (!live || section === ON_DEMAND_SECTION) continue;
    fetch(live.searchShard, { priority: 'high' })
      .then((response) => response.arrayBuffer())
      .catch(() => {
        // The worker's own request reports and retries a failure.
      });
  }
}
