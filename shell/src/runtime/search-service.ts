import type { RemotesPointer } from '@roo-docs/schemas';
import type { SearchClient, SearchTiming, ShardRef } from '@roo-docs/search-worker/client';

type Started = { search: SearchClient; shardsFromPointer: (pointer: RemotesPointer) => ShardRef[] };

let client: Promise<Started> | undefined;
let loadedFor: RemotesPointer | undefined;

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
  // Synchronous once the client is there, so calls resolve in the order they were made and a
  // newer pointer is never overtaken by an older one.
  return (client ??= startClient()).then(({ search, shardsFromPointer }) => {
    const current = pointer();
    if (current && current !== loadedFor) {
      loadedFor = current;
      search.load(shardsFromPointer(current));
    }
    return search;
  });
}

/**
 * The worker starts at once, while the client's code downloads: its own script, and then the
 * shard downloads it begins when the client sends the pointer, no longer wait for that chunk.
 * A worker whose script fails before the client is there to hear it is not handed over: the
 * client then searches in the page, as it does when it hears the failure itself.
 */
function startClient(): Promise<Started> {
  // The name keeps the worker's code in one file (rspack-config.ts SEARCH_WORKER_CHUNK).
  const worker =
    typeof Worker === 'function' ? new Worker(new URL('./search.worker.ts', import.meta.url), { name: 'search-worker' }) : null;
  let failed = false;
  worker?.addEventListener('error', () => (failed = true), { once: true });
  return import('@roo-docs/search-worker/client').then(({ createSearchClient, shardsFromPointer }) => {
    const timing = timingOverride();
    const source = () => {
      if (!failed) return worker;
      worker?.terminate();
      return null;
    };
    return { search: createSearchClient(worker ? source : null, timing ? { timing } : {}), shardsFromPointer };
  });
}
