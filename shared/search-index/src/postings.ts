/** One term's postings: field id → (document number → term frequency), as MiniSearch holds them. */
export type TermPostings = Map<number, Map<number, number>>;

/**
 * One term's postings in the shard's flat form (format.ts): per field, `fieldId, ±n`, n
 * document-number deltas, then the n frequencies unless every one is 1 (then n is written negative).
 */
export function encodePostings(fields: Record<string, Record<string, number>>): number[] {
  const out: number[] = [];
  for (const [fieldId, docs] of Object.entries(fields)) {
    const ids = Object.keys(docs)
      .map(Number)
      .sort((a, b) => a - b);
    const freqs = ids.map((id) => docs[id]!);
    const allOnes = freqs.every((f) => f === 1);
    out.push(Number(fieldId), allOnes ? -ids.length : ids.length);
    ids.forEach((id, i) => out.push(i === 0 ? id : id - ids[i - 1]!));
    if (!allOnes) out.push(...freqs);
  }
  return out;
}

/**
 * Throws unless `flat` is one term's postings in the flat form, every number an integer and every
 * document below `docCount`. Allocates nothing: it runs over every term of every shard as it
 * opens, so that a bad shard is refused whole before any query sees it.
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

/** Postings that {@link checkPostings} accepted, into MiniSearch's maps. */
export function decodePostings(flat: readonly number[], into: TermPostings): void {
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
