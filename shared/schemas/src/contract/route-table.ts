import { ROUTES_PER_BUCKET, type FoundPage, type RoutesModule } from './routes-module.ts';

/** One bucket's page loaders by route. */
export type PageLoaders<Page = unknown> = Record<string, () => Promise<Page>>;

/**
 * A node of the bucket tree: a bucket's loaders inline (a section of one bucket), or the import
 * of a bucket module (`pages`) or of a module of further nodes (`children`, a level that only a
 * section of more than ROUTES_PER_BUCKET² routes has).
 */
export type RouteBucket<Page = unknown> =
  PageLoaders<Page> | (() => Promise<{ pages: PageLoaders<Page> } | { children: RouteBucket<Page>[] }>);

/** How many buckets a section of `routes` pages needs: one, inline, up to {@link ROUTES_PER_BUCKET}. */
export function bucketCount(routes: number): number {
  return Math.max(1, Math.ceil(routes / ROUTES_PER_BUCKET));
}

/**
 * The fan-out of each level of the bucket tree, root first: one level (one import per bucket in
 * `routes.js`) up to ROUTES_PER_BUCKET buckets, then as many levels as keep every file at most
 * ROUTES_PER_BUCKET entries. Their product is the number of buckets.
 */
export function bucketRadices(routes: number): number[] {
  const buckets = bucketCount(routes);
  let levels = 1;
  while (ROUTES_PER_BUCKET ** levels < buckets) levels++;
  let radix = Math.ceil(buckets ** (1 / levels));
  while (radix ** levels < buckets) radix++;
  return levels === 1 ? [buckets] : Array.from({ length: levels }, () => radix);
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

/** A route's place in the bucket tree: the child to take at each level, root first. */
export function bucketPath(route: string, radices: readonly number[]): number[] {
  let bucket = bucketOf(
    route,
    radices.reduce((a, r) => a * r, 1),
  );
  return radices.map((radix) => {
    const digit = bucket % radix;
    bucket = Math.floor(bucket / radix);
    return digit;
  });
}

/** Trailing slashes do not make a different page: `/features` and `/features/` are one route. */
export function routeKey(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The first segment of a site path (`''` for `/`): what {@link RoutesModule.owns} compares. */
export const firstSegment = (path: string): string => path.split('/')[1] ?? '';

/**
 * The route table a section's generated `routes.js` exports: `segments` are the first path
 * segments its routes use, `buckets` the root of its bucket tree (`radices` its fan-out per
 * level, one level unless given). A module is imported once; a failed import is asked again.
 */
export function routeTable<Page>(
  section: string,
  segments: readonly string[],
  buckets: readonly RouteBucket<Page>[],
  radices: readonly number[] = [buckets.length],
): RoutesModule<Page> {
  type Opened = { pages: PageLoaders<Page> } | { children: RouteBucket<Page>[] };
  const imported = new Map<RouteBucket<Page>, Promise<Opened>>();
  const open = (node: RouteBucket<Page>): Promise<Opened> => {
    if (typeof node !== 'function') return Promise.resolve({ pages: node });
    let pending = imported.get(node);
    if (!pending) {
      pending = node();
      pending.catch(() => imported.delete(node));
      imported.set(node, pending);
    }
    return pending;
  };
  const lookup = async (route: string): Promise<FoundPage<Page> | null> => {
    let level: readonly RouteBucket<Page>[] = buckets;
    for (const digit of bucketPath(route, radices)) {
      const opened = await open(level[digit]!);
      if ('pages' in opened) {
        const { pages } = opened;
        return Object.hasOwn(pages, route) ? { route, load: pages[route]! } : null;
      }
      level = opened.children;
    }
    throw new Error(`The ${section} route table is deeper than its radices say`);
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
