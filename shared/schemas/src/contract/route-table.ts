import { ROUTES_PER_BUCKET, type FoundPage, type RoutesModule } from './routes-module.ts';

/** One bucket's page loaders by route. */
export type PageLoaders<Page = unknown> = Record<string, () => Promise<Page>>;

/** A bucket: its loaders inline (a section of one bucket), or the import of its module. */
export type RouteBucket<Page = unknown> = PageLoaders<Page> | (() => Promise<{ pages: PageLoaders<Page> }>);

/** How many buckets a section of `routes` pages gets: one, inline, up to {@link ROUTES_PER_BUCKET}. */
export function bucketCount(routes: number): number {
  return Math.max(1, Math.ceil(routes / ROUTES_PER_BUCKET));
}

/** The bucket of a route: FNV-1a of its path, so the build and the browser agree without a list. */
export function bucketOf(route: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < route.length; i++) {
    hash ^= route.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}

/** The first segment of a site path (`''` for `/`): what {@link RoutesModule.owns} compares. */
export const firstSegment = (path: string): string => path.split('/')[1] ?? '';

/**
 * The route table a section's generated `routes.js` exports: `segments` are the first path
 * segments its routes use, `buckets` its loaders split by {@link bucketOf}. A bucket is imported
 * once; a failed import is asked again next time.
 */
export function routeTable<Page>(
  section: string,
  segments: readonly string[],
  buckets: readonly RouteBucket<Page>[],
): RoutesModule<Page> {
  const loaded = new Map<number, Promise<PageLoaders<Page>>>();
  const bucket = (index: number): Promise<PageLoaders<Page>> => {
    const entry = buckets[index]!;
    if (typeof entry !== 'function') return Promise.resolve(entry);
    let pending = loaded.get(index);
    if (!pending) {
      pending = entry().then((m) => m.pages);
      pending.catch(() => loaded.delete(index));
      loaded.set(index, pending);
    }
    return pending;
  };
  const lookup = async (route: string): Promise<FoundPage<Page> | null> => {
    const pages = await bucket(bucketOf(route, buckets.length));
    return Object.hasOwn(pages, route) ? { route, load: pages[route]! } : null;
  };
  const owned = new Set(segments);
  return {
    section,
    owns: (path) => owned.has(firstSegment(path)),
    async findPage(path) {
      const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
      return (await lookup(path)) ?? (other ? lookup(other) : null);
    },
  };
}
