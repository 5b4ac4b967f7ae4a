/** MiniSearch 7.2.0's radix tree: edge label → child, and the term's value under the empty label. */
export type TermTree<V> = Map<string, TermTree<V> | V>;

const LEAF = '';

/** Characters `a` and `b` share from `from` on, up to `max`. */
function common(a: string, b: string, from: number, max: number): number {
  let at = from;
  while (at < max && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  return at;
}

/**
 * The term tree MiniSearch's `SearchableMap` would hold after `set(term, value)` for every
 * entry in order, built in one pass. The terms come in the order MiniSearch lists its own
 * tree (the shard build writes them so): the terms under one edge are next to each other, so each
 * node's children are runs of terms. Setting them one by one walked from the root for every term
 * and split edges as longer terms arrived, a tenth of a second at 2,000 pages on a loaded machine.
 * Throws if the terms are not in such an order (a term twice, or an edge's terms apart), since
 * the tree would then not find them.
 */
export function termTree<V>(entries: readonly (readonly [term: string, value: V])[]): TermTree<V> {
  const root: TermTree<V> = new Map();
  fill(
    root,
    entries.map(([term]) => term),
    entries.map(([, value]) => value),
    0,
    entries.length,
    0,
  );
  return root;
}

function fill<V>(
  node: TermTree<V>,
  terms: readonly string[],
  values: readonly V[],
  from: number,
  to: number,
  depth: number,
): void {
  let starts = '';
  let leaf = false;
  for (let i = from; i < to;) {
    const term = terms[i]!;
    // Each child edge starts with its own character, and the term ending here comes once.
    if (term.length === depth) {
      if (leaf) throw new Error(`the terms are not in index order at '${term}'`);
      leaf = true;
      node.set(LEAF, values[i]!);
      i++;
      continue;
    }
    const first = term[depth]!;
    if (starts.includes(first)) throw new Error(`the terms are not in index order at '${term}'`);
    starts += first;
    let end = term.length;
    let j = i + 1;
    for (; j < to; j++) {
      const next = terms[j]!;
      if (next.length === depth || next[depth] !== first) break;
      end = common(term, next, depth + 1, Math.min(end, next.length));
    }
    const child: TermTree<V> = new Map();
    node.set(term.slice(depth, end), child);
    fill(child, terms, values, i, j, end);
    i = j;
  }
}
