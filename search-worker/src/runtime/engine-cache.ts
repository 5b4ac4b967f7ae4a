import { createSearchEngine, type LoadedShard, type SearchEngine } from './engine.ts';

/** How many shard sets keep their engine: the docs shards, and the same with the release notes. */
const KEPT = 2;

/**
 * The engine for a set of loaded shards, kept while the set stays the same. Making one reads
 * every document once (which shards hold only release notes; per context, which documents are in
 * it), so one per query would repeat that at each keystroke. A page alternates between two sets
 * at most (release notes join for a version query), so both are kept; a new load makes new ones.
 */
export function engineCache(create = createSearchEngine): (shards: readonly LoadedShard[]) => SearchEngine {
  const kept: { shards: readonly LoadedShard[]; engine: SearchEngine }[] = [];
  return (shards) => {
    const same = (set: readonly LoadedShard[]) => set.length === shards.length && set.every((s, i) => s === shards[i]);
    const at = kept.findIndex((k) => same(k.shards));
    const entry = at === -1 ? { shards, engine: create(shards) } : kept.splice(at, 1)[0]!;
    // The set used last goes first; the one used longest ago goes out.
    kept.unshift(entry);
    kept.length = Math.min(kept.length, KEPT);
    return entry.engine;
  };
}
