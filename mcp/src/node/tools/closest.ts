import { distance } from 'fastest-levenshtein';

/**
 * Up to `count` of `names` closest to `wanted`: those containing it (or contained in it) first,
 * then by edit distance, for "did you mean" messages.
 */
export function closest(wanted: string, names: readonly string[], count = 5): string[] {
  const w = wanted.toLowerCase();
  const rank = (name: string) => {
    const n = name.toLowerCase();
    return n.includes(w) || w.includes(n) ? -1 : distance(w, n);
  };
  return [...names]
    .map((name) => ({ name, rank: rank(name) }))
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .slice(0, count)
    .map((r) => r.name);
}
