import { decodePostings } from '@roo-docs/search-index';

export { checkPostings, type TermPostings } from '@roo-docs/search-index';

/**
 * One term's postings, decoded into MiniSearch's maps the first time anything reads them. A shard
 * of 2,000 pages holds about 18,000 terms and 740,000 postings, while a query reaches a few
 * terms: building every map when the shard opened was half of a reader's first search (the maps,
 * then the garbage collection they caused). A Map, so that every way MiniSearch reads a term's
 * data (`get` when it scores, iteration in `toJSON` and vacuuming) finds it filled; the shard's
 * numbers were checked when it opened (`checkPostings`), so decoding cannot fail later.
 */
export class LazyPostings extends Map<number, Map<number, number>> {
  #flat: readonly number[] | null;

  constructor(flat: readonly number[]) {
    super();
    this.#flat = flat;
  }

  #fill(): void {
    const flat = this.#flat;
    if (!flat) return;
    // Cleared first: decoding calls `set`, which fills first.
    this.#flat = null;
    decodePostings(flat, this);
  }

  override get(fieldId: number) {
    this.#fill();
    return super.get(fieldId);
  }
  override has(fieldId: number) {
    this.#fill();
    return super.has(fieldId);
  }
  override get size() {
    this.#fill();
    return super.size;
  }
  override set(fieldId: number, docs: Map<number, number>) {
    this.#fill();
    return super.set(fieldId, docs);
  }
  override delete(fieldId: number) {
    this.#fill();
    return super.delete(fieldId);
  }
  override clear() {
    this.#flat = null;
    super.clear();
  }
  override forEach(
    visit: (docs: Map<number, number>, fieldId: number, map: Map<number, Map<number, number>>) => void,
    self?: unknown,
  ) {
    this.#fill();
    super.forEach(visit, self);
  }
  override entries() {
    this.#fill();
    return super.entries();
  }
  override keys() {
    this.#fill();
    return super.keys();
  }
  override values() {
    this.#fill();
    return super.values();
  }
  override [Symbol.iterator]() {
    return this.entries();
  }
}
