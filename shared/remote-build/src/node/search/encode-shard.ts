import type MiniSearch from 'minisearch';
import type { SearchDocument } from '@roo-docs/schemas';
import { EXCERPT_LENGTH, type LeanIndex, type ShardDoc, type ShardPage } from '@roo-docs/search-worker/shard-format';

/** The opening of a section's text, cut at a space, for its snippet. */
export function excerptOf(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const space = text.lastIndexOf(' ', EXCERPT_LENGTH);
  return text.slice(0, space > EXCERPT_LENGTH / 2 ? space : EXCERPT_LENGTH);
}

type IndexJson = {
  documentCount: number;
  nextId: number;
  dirtCount: number;
  documentIds: Record<string, string>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  index: [string, Record<string, Record<string, number>>][];
};

function postingsOf(fields: Record<string, Record<string, number>>): number[] {
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
 * Writes a MiniSearch index (built from `docs`, in order, with nothing removed) in the lean shard
 * form. Document numbers must be 0…n-1 in the order of `docs`: the worker rebuilds ids from them.
 */
export function encodeIndex(index: MiniSearch, docs: readonly SearchDocument[]): LeanIndex {
  const json = index.toJSON() as unknown as IndexJson;
  if (json.documentCount !== docs.length || json.nextId !== docs.length || json.dirtCount !== 0)
    throw new Error(`The index holds ${json.documentCount} documents, expected ${docs.length} added in order`);
  docs.forEach((d, i) => {
    if (json.documentIds[i] !== d.id) throw new Error(`Document ${i} is ${json.documentIds[i]}, expected ${d.id}`);
  });
  const pages: ShardPage[] = [];
  const pageNumber = new Map<string, number>();
  const rows = docs.map((d): ShardDoc => {
    // The intro's title is the page title; a heading's first parent is.
    const pageTitle = d.anchor ? (d.parents[0] ?? '') : d.title;
    let page = pageNumber.get(d.path);
    if (page === undefined) {
      page = pages.push([d.path, pageTitle, d.context]) - 1;
      pageNumber.set(d.path, page);
    }
    const [path, title, context] = pages[page]!;
    if (path !== d.path || context !== d.context || (d.anchor ? d.parents[0] : d.title) !== title)
      throw new Error(`${d.id}: page title or context differs from the page's other sections`);
    return [page, d.anchor, d.title, excerptOf(d.text), ...d.parents.slice(1)];
  });
  const fieldCount = Object.keys(json.fieldIds).length;
  const fieldLength = docs.flatMap((_, i) => {
    const lengths = json.fieldLength[i] ?? [];
    return Array.from({ length: fieldCount }, (_, f) => lengths[f] ?? 0);
  });
  return {
    pages,
    docs: rows,
    terms: json.index.map(([term]) => term),
    postings: json.index.map(([, fields]) => postingsOf(fields)),
    fieldLength,
    averageFieldLength: json.averageFieldLength,
  };
}
