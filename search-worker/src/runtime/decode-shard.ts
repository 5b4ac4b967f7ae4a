import { isSitePath } from '@roo-docs/schemas/contract';
import type { LeanIndex } from '../shared/shard-format.ts';

/** The stored fields of one document, as every hit reads them. */
export interface StoredDoc {
  /** `path#anchor`, or `path` for the intro. */
  id: string;
  path: string;
  anchor: string;
  title: string;
  parents: string[];
  context: string | null;
  /** The opening of the section's text (the shard keeps no more), for the snippet. */
  text: string;
}

/** MiniSearch's own JSON form (serialization version 2), as `MiniSearch.loadJS` reads it. */
export interface MiniSearchJson {
  documentCount: number;
  nextId: number;
  documentIds: Record<number, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<number, number[]>;
  averageFieldLength: number[];
  storedFields: Record<number, never>;
  dirtCount: number;
  index: [string, Record<number, Record<number, number>>][];
  serializationVersion: 2;
}

const isInt = (v: unknown): v is number => Number.isInteger(v);
const allStrings = (v: unknown[]) => v.every((s) => typeof s === 'string');

/** Why `raw` is not a lean index for these fields, or null when it is one. */
function shapeProblem(raw: Record<string, unknown>, fields: number): string | null {
  const { pages, docs, terms, postings, fieldLength, averageFieldLength } = raw;
  if (!Array.isArray(pages) || !Array.isArray(docs) || !Array.isArray(terms) || !Array.isArray(postings))
    return 'it lacks pages, docs, terms or postings';
  if (!Array.isArray(fieldLength) || !Array.isArray(averageFieldLength)) return 'it lacks field lengths';
  for (const [i, p] of pages.entries()) {
    // Hits become links on the page, so a path must be a site path (never another origin).
    if (!Array.isArray(p) || !isSitePath(p[0]) || typeof p[1] !== 'string' || !(p[2] === null || typeof p[2] === 'string'))
      return `page ${i} lacks a site path, title or context`;
  }
  for (const [i, d] of docs.entries()) {
    if (!Array.isArray(d) || !isInt(d[0]) || !pages[d[0]] || d.length < 4 || !allStrings(d.slice(1)))
      return `document ${i} lacks a page, anchor, title or text`;
  }
  if (terms.length !== postings.length || !allStrings(terms)) return 'its terms and postings do not pair up';
  if (fieldLength.length !== docs.length * fields || !fieldLength.every(isInt))
    return 'its field lengths do not fit its documents';
  if (averageFieldLength.length !== fields || !averageFieldLength.every((n) => typeof n === 'number'))
    return 'its average field lengths do not fit its fields';
  return null;
}

function decodePostings(
  flat: unknown,
  term: string,
  docCount: number,
  fieldCount: number,
): Record<number, Record<number, number>> {
  if (!Array.isArray(flat) || !flat.every(isInt)) throw new Error(`postings of '${term}' are not numbers`);
  const fields: Record<number, Record<number, number>> = {};
  for (let at = 0; at < flat.length;) {
    const fieldId = flat[at++] as number;
    if (!(fieldId >= 0 && fieldId < fieldCount)) throw new Error(`postings of '${term}' name field ${fieldId}`);
    const signed = flat[at++] as number;
    const n = Math.abs(signed);
    if (at + (signed < 0 ? n : 2 * n) > flat.length) throw new Error(`postings of '${term}' are cut short`);
    const docs: Record<number, number> = {};
    let id = 0;
    for (let i = 0; i < n; i++) {
      id = i === 0 ? (flat[at + i] as number) : id + (flat[at + i] as number);
      if (!(id >= 0 && id < docCount)) throw new Error(`postings of '${term}' name document ${id} of ${docCount}`);
      docs[id] = signed < 0 ? 1 : (flat[at + n + i] as number);
    }
    at += signed < 0 ? n : 2 * n;
    fields[fieldId] = docs;
  }
  return fields;
}

/**
 * Rebuilds MiniSearch's JSON from a lean shard (shard-format.ts), and the stored fields of each
 * document apart from it. Throws an Error naming what is wrong; the caller turns it into a refusal
 * of the shard.
 *
 * A document's MiniSearch id is its number, and MiniSearch stores none of its fields: MiniSearch
 * copies a document's stored fields into every result, and a common word matches thousands of
 * documents of which a query shows 50. The engine reads `docs[id]` for those it keeps.
 */
export function decodeLeanIndex(
  raw: Record<string, unknown>,
  fields: readonly string[],
): { json: MiniSearchJson; docs: StoredDoc[] } {
  const problem = shapeProblem(raw, fields.length);
  if (problem) throw new Error(problem);
  const lean = raw as unknown as LeanIndex;
  const json: MiniSearchJson = {
    documentCount: lean.docs.length,
    nextId: lean.docs.length,
    documentIds: {},
    fieldIds: Object.fromEntries(fields.map((f, i) => [f, i])),
    fieldLength: {},
    averageFieldLength: lean.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: lean.terms.map((term, i) => [term, decodePostings(lean.postings[i], term, lean.docs.length, fields.length)]),
    serializationVersion: 2,
  };
  const docs = lean.docs.map(([page, anchor, title, text, ...tail], i): StoredDoc => {
    const [path, pageTitle, context] = lean.pages[page]!;
    json.documentIds[i] = i;
    json.fieldLength[i] = lean.fieldLength.slice(i * fields.length, (i + 1) * fields.length);
    return {
      id: anchor ? `${path}#${anchor}` : path,
      path,
      anchor,
      title,
      parents: anchor ? [pageTitle, ...tail] : [],
      context,
      text,
    };
  });
  return { json, docs };
}
