import MiniSearch, { type Options } from 'minisearch';
import type { DecodedIndex, TermPostings } from './decode-shard.ts';
import { termTree, type TermTree } from './term-tree.ts';

/** The fields of a MiniSearch 7.2.0 instance that `MiniSearch.loadJS` fills (see open-index.test.ts). */
interface MiniSearchState {
  _documentIds: Map<number, number>;
  _idToShortId: Map<number, number>;
  _fieldLength: Map<number, number[]>;
  /** Its SearchableMap, whose tree is built here (term-tree.ts). */
  _index: { _tree: TermTree<TermPostings>; _size: number | undefined };
}

/**
 * Opens a decoded shard as a MiniSearch index without `MiniSearch.loadJS`'s JSON form. That form
 * holds each posting list as an object keyed by numeric strings, which loadJS then turns into
 * maps: at 2,000 pages the round trip was most of a reader's first search, mostly garbage
 * collection (see bench/RESULTS.md). Here the maps are built once and set where loadJS would put them. It relies on
 * MiniSearch's private fields, so MiniSearch is pinned to one release (shard headers check it) and
 * open-index.test.ts holds the result to what loadJS and `addAll` produce.
 */
export function openIndex(decoded: DecodedIndex, options: Options): MiniSearch {
  const { documentCount, averageFieldLength } = decoded;
  const fieldIds = Object.fromEntries(options.fields.map((f, i) => [f, i]));
  const empty = {
    documentCount,
    nextId: documentCount,
    documentIds: {},
    fieldIds,
    fieldLength: {},
    averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
  const index = MiniSearch.loadJS(empty as unknown as Parameters<typeof MiniSearch.loadJS>[0], options);
  const state = index as unknown as MiniSearchState;
  for (let id = 0; id < documentCount; id++) {
    state._documentIds.set(id, id);
    state._idToShortId.set(id, id);
  }
  state._fieldLength = decoded.fieldLength;
  state._index._tree = termTree(decoded.postings);
  state._index._size = undefined;
  return index;
}
