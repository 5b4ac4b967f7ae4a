import type MiniSearch from 'minisearch';
import { EXCERPT_LENGTH, type LeanIndex, type SectionDoc, type ShardDoc, type ShardPage } from './format.ts';
import { encodePostings } from './postings.ts';

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

function checkAddedInOrder(json: IndexJson, docs: readonly SectionDoc[]): void {
  if (json.documentCount !== docs.length || json.nextId !== docs.length || json.dirtCount !== 0)
    throw new Error(`The index holds ${json.documentCount} documents, expected ${docs.length} added in order`);
  docs.forEach((d, i) => {
    if (json.documentIds[i] !== d.id) throw new Error(`Document ${i} is ${json.documentIds[i]}, expected ${d.id}`);
  });
}

// Each page is written once; its sections name it by number.
function pagesAndRows(docs: readonly SectionDoc[]): { pages: ShardPage[]; rows: ShardDoc[] } {
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
  return { pages, rows };
}

/**
 * Writes a MiniSearch index (built from `docs`, in order, with nothing removed) in the lean shard
 * form. Document numbers must be 0…n-1 in the order of `docs`: the worker rebuilds ids from them.
 */
export function encodeIndex(index: MiniSearch, docs: readonly SectionDoc[]): LeanIndex {
  const json = index.toJSON() as unknown as IndexJson;
  checkAddedInOrder(json, docs);
  const { pages, rows } = pagesAndRows(docs);
  const fieldCount = Object.keys(json.fieldIds).length;
  const fieldLength = docs.flatMap((_, i) => {
    const lengths = json.fieldLength[i] ?? [];
    return Array.from({ length: fieldCount }, (_, f) => lengths[f] ?? 0);
  });
  return {
    pages,
    docs: rows,
    terms: json.index.map(([term]) => term),
    postings: json.index.map(([, fields]) => encodePostings(fields)),
    fieldLength,
    averageFieldLength: json.averageFieldLength,
  };
}
