import { describe, expect, test } from '@rstest/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import MiniSearch from 'minisearch';
import { decodeDocs, fieldLengthsOf } from './decode.ts';
import { encodeIndex, excerptOf } from './encode.ts';
import type { SectionDoc } from './format.ts';
import { MINISEARCH_VERSION, SEARCH_OPTIONS } from './options.ts';
import { checkPostings, decodePostings, encodePostings, type TermPostings } from './postings.ts';
import { processTerm, tokenize } from './tokenize.ts';

const LONG = 'Checkpoints keep a shadow copy of the workspace so that a task can be rolled back to any earlier step.';
const DOCS: SectionDoc[] = [
  {
    id: '/features/checkpoints',
    path: '/features/checkpoints',
    anchor: '',
    title: 'Checkpoints',
    parents: [],
    context: 'Features',
    text: LONG,
  },
  {
    id: '/features/checkpoints#restore',
    path: '/features/checkpoints',
    anchor: 'restore',
    title: 'Restore',
    parents: ['Checkpoints', 'Using them'],
    context: 'Features',
    text: 'Restore files with apply_diff undone.',
  },
  {
    id: '/faq',
    path: '/faq',
    anchor: '',
    title: 'FAQ',
    parents: [],
    context: null,
    text: 'Questions and answers about checkpoints.',
  },
];

function indexOf(docs: readonly SectionDoc[]): MiniSearch {
  const index = new MiniSearch({ ...SEARCH_OPTIONS, tokenize, processTerm });
  index.addAll(docs.map((d) => ({ ...d, parentsText: d.parents.join(' ') })));
  return index;
}

describe('the lean shard form', () => {
  test('sections come back with their ids, pages and parents, and the opening of their text', () => {
    const index = indexOf(DOCS);
    const lean = encodeIndex(index, DOCS);
    expect(lean.pages).toEqual([
      ['/features/checkpoints', 'Checkpoints', 'Features'],
      ['/faq', 'FAQ', null],
    ]);
    expect(decodeDocs(lean)).toEqual(DOCS.map((d) => ({ ...d, text: excerptOf(d.text) })));
    expect(excerptOf(LONG).length).toBeLessThan(LONG.length);
    const { fieldLength } = index.toJSON() as unknown as { fieldLength: Record<string, number[]> };
    expect(Object.fromEntries(fieldLengthsOf(lean, SEARCH_OPTIONS.fields.length))).toEqual(fieldLength);
  });

  test('every term keeps its postings through the flat form', () => {
    const json = indexOf(DOCS).toJSON() as unknown as { index: [string, Record<string, Record<string, number>>][] };
    for (const [term, fields] of json.index) {
      const flat = encodePostings(fields);
      checkPostings(flat, term, DOCS.length, SEARCH_OPTIONS.fields.length);
      const back: TermPostings = new Map();
      decodePostings(flat, back);
      const expected = Object.entries(fields).map(([f, docs]) => [
        Number(f),
        Object.entries(docs).map(([d, n]) => [Number(d), n]),
      ]);
      expect([...back].map(([f, docs]) => [f, [...docs].sort(([a], [b]) => a - b)])).toEqual(expected);
    }
  });

  test('an index not built from the documents in order is not written', () => {
    expect(() => encodeIndex(indexOf(DOCS), [...DOCS].reverse())).toThrow(/expected/);
  });

  test('postings naming a missing document or field are refused', () => {
    expect(() => checkPostings([0, -1, 3], 't', 3, 3)).toThrow(/document 3 of 3/);
    expect(() => checkPostings([5, -1, 0], 't', 3, 3)).toThrow(/field 5/);
    expect(() => checkPostings([0, 2, 0], 't', 3, 3)).toThrow(/cut short/);
  });

  test('the MiniSearch release named in shards is the one installed', () => {
    const entry = createRequire(import.meta.url).resolve('minisearch');
    const root = entry.slice(0, entry.lastIndexOf('/node_modules/minisearch/') + '/node_modules/minisearch'.length);
    expect(JSON.parse(readFileSync(`${root}/package.json`, 'utf8')).version).toBe(MINISEARCH_VERSION);
  });
});
