/** The MiniSearch options a shard is built and queried with; written into every shard's header. */
export interface ShardOptions {
  idField: 'id';
  fields: string[];
  storeFields: string[];
  searchOptions: {
    boost: Record<string, number>;
    prefix: boolean;
    fuzzy: number;
    bm25: { k: number; b: number; d: number };
  };
}

/**
 * The one definition of how shards are indexed and queried. The build writes it into each
 * shard's header and the worker refuses a shard whose header differs (docs/decisions/lean-search-shard.md).
 * MiniSearch stores no fields: the shard carries each section's page, heading and the opening of
 * its text in its own leaner form (format.ts), which the worker hands to MiniSearch.
 */
export const SEARCH_OPTIONS: ShardOptions = {
  idField: 'id',
  fields: ['title', 'parentsText', 'text'],
  storeFields: [],
  searchOptions: {
    boost: { title: 3, parentsText: 1.5, text: 1 },
    prefix: true,
    fuzzy: 0.2,
    bm25: { k: 1.2, b: 0.75, d: 0.5 },
  },
};

/**
 * The MiniSearch release shards are built with and the worker bundles (this package pins it); a
 * shard serialised by another release is refused.
 */
export const MINISEARCH_VERSION = '7.2.0';
