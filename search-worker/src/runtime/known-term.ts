import type { LoadedShard } from './shard.ts';

/**
 * Whether some shard holds `term` as an index term, or an index term that starts with it: such a
 * word is spelt right, or still being typed (`update_t`, `questio`), and is not matched by edit
 * distance (query.ts). Fuzzy matching a word being typed reached every document of its shorter
 * neighbours (`update_t` → update, 2,000 of them at 2,000 pages) and cost half of such a keystroke.
 * The sorted list of every term is made at the first word that is not an index term whole.
 */
export function knownTerm(shards: readonly LoadedShard[]): (term: string) => boolean {
  let sorted: string[] | null = null;
  return (term) => {
    if (shards.some((s) => s.terms.has(term))) return true;
    sorted ??= [...new Set(shards.flatMap((s) => [...s.terms]))].sort();
    // The first term not before `term` in code-unit order; every term starting with `term` is there or after it.
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < term) lo = mid + 1;
      else hi = mid;
    }
    return lo < sorted.length && sorted[lo]!.startsWith(term);
  };
}
