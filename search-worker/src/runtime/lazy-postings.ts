/** One term's postings: field id → (document number → term frequency), as MiniSearch holds them. */
export type TermPostings = Map<number, Map<number, number>>;

/**
 * Throws unless `flat` is one term's postings in the shard's form (shard-format.ts): per field,
 * `fieldId, ±n`, n document-number deltas, then n frequencies when n is positive, every number
 * an integer and every document below `docCount`. Allocates nothing: it runs over every term of
 * every shard as it opens, so that a bad shard is refused whole before any query sees it.
 */
export function checkPostings(flat: unknown, term: string, docCount: number, fieldCount: number): void {
  if (!Array.isArray(flat)) throw new Error(`postings of '${term}' are not numbers`);
  for (let at = 0; at < flat.length;) {
    const fieldId: unknown = flat[at++];
    if (!Number.isInteger(fieldId) || (fieldId as number) < 0 || (fieldId as number) >= fieldCount)
      throw new Error(`postings of '${term}' name field ${String(fieldId)}`);
    const signed: unknown = flat[at++];
    if (!Number.isInteger(signed)) throw new Error(`postings of '${term}' are not numbers`);
    const n = Math.abs(signed as number);
    const end = at + ((signed as number) < 0 ? n : 2 * n);
    if (end > flat.length) throw new Error(`postings of '${term}' are cut short`);
    let id = 0;
    for (let i = 0; i < n; i++) {
      const delta: unknown = flat[at + i];
      if (!Number.isInteger(delta)) throw new Error(`postings of '${term}' are not numbers`);
      id = i === 0 ? (delta as number) : id + (delta as number);
      if (!(id >= 0 && id < docCount)) throw new Error(`postings of '${term}' name document ${id} of ${docCount}`);
    }
    for (let i = at + n; i < end; i++) {
      if (!Number.isInteger(flat[i])) throw new Error(`postings of '${term}' are not numbers`);
    }
    at = end;
  }
}

/** Postings that {@link checkPostings} accepted, as MiniSearch's maps. */
function decodePostings(flat: readonly number[], into: TermPostings): void {
  for (let at = 0; at < flat.length;) {
    const fieldId = flat[at++]!;
    const signed = flat[at++]!;
    const n = Math.abs(signed);
    const docs = new Map<number, number>();
    let id = 0;
    for (let i = 0; i < n; i++) {
      id = i === 0 ? flat[at + i]! : id + flat[at + i]!;
      docs.set(id, signed < 0 ? 1 : flat[at + n + i]!);
    }
    at += signed < 0 ? n : 2 * n;
    into.set(fieldId, docs);
  }
}

/**
 * One term's postings, decoded into MiniSearch's maps the first time anything reads them. A shard
 * of 2,000 pages holds about 18,000 terms and 740,000 postings, while a query reaches a few
 * terms: building every map when the shard opened was half of a reader's first search (the maps,
 * then the garbage collection they caused). A Map, so that every way MiniSearch reads a term's
 * data (`get` when it scores, iteration in `toJSON` and vacuuming) finds it filled; the shard's
 * numbers were checked when it opened ({@link checkPostings}), so decoding cannot fail later.
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
