import { describe, expect, test } from '@rstest/core';
import { readFileSync } from 'node:fs';
import MiniSearch from 'minisearch';
import { searchDocuments } from '../../../shared/section-build/src/node/search/build-shard.ts';
import { encodeIndex, processTerm, SEARCH_OPTIONS, tokenize } from '@roo-docs/search-index';
import { decodeLeanIndex, type DecodedIndex } from './decode-shard.ts';
import { MERGE_ORDER } from './fixtures/merge-order.ts';
import { openIndex } from './open-index.ts';

const options = { ...SEARCH_OPTIONS, tokenize, processTerm };
const QUERIES = ['checkpoints', 'mode', 'api key', 'ollama models', 'co', 'setings', 'terminal shell integration'];

/** The same index through MiniSearch's public `loadJS`, from the JSON form it reads. */
function viaLoadJS(decoded: DecodedIndex): MiniSearch {
  const toObject = <V>(m: Map<number, V>) => Object.fromEntries(m);
  const json = {
    documentCount: decoded.documentCount,
    nextId: decoded.documentCount,
    documentIds: Object.fromEntries(decoded.docs.map((_, i) => [i, i])),
    fieldIds: Object.fromEntries(SEARCH_OPTIONS.fields.map((f, i) => [f, i])),
    fieldLength: toObject(decoded.fieldLength),
    averageFieldLength: decoded.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: decoded.postings.map(([term, fields]) => [
      term,
      Object.fromEntries([...fields].map(([f, docs]) => [f, toObject(docs)])),
    ]),
    serializationVersion: 2,
  };
  return MiniSearch.loadJS(json as unknown as Parameters<typeof MiniSearch.loadJS>[0], options);
}

const results = (index: MiniSearch) => QUERIES.map((q) => index.search(q).map((r) => [r.id, r.score, r.terms]));

describe('opening a shard without the JSON round trip', () => {
  test('gives the index MiniSearch built from the documents', () => {
    const docs = searchDocuments(
      MERGE_ORDER.flatMap(({ pages }) =>
        pages.map((p) => ({
          route: {
            path: p.path,
            title: p.title,
            description: '',
            context: null,
            headings: [],
            lastUpdated: null,
            source: '',
            inSidebar: true,
          },
          html: p.html,
        })),
      ),
    );
    const built = new MiniSearch(options);
    built.addAll(docs.map((d) => ({ ...d, parentsText: d.parents.join(' ') })));
    const lean = JSON.parse(JSON.stringify(encodeIndex(built, docs)));
    const opened = openIndex(decodeLeanIndex(lean, SEARCH_OPTIONS.fields), options);
    // Ids differ on purpose (numbers instead of paths), and the term tree's order follows the
    // order terms were added in; everything else must be the same.
    const { documentIds: builtIds, index: builtTerms, ...builtRest } = built.toJSON();
    const { documentIds: openedIds, index: openedTerms, ...openedRest } = opened.toJSON();
    expect(openedRest).toEqual(builtRest);
    const byTerm = (terms: typeof builtTerms) => [...terms].sort(([a], [b]) => (a < b ? -1 : 1));
    expect(byTerm(openedTerms)).toEqual(byTerm(builtTerms));
    expect(openedTerms.length).toBeGreaterThan(30);
    expect(Object.keys(openedIds)).toEqual(Object.keys(builtIds));
    expect(Object.values(openedIds)).toEqual(docs.map((_, i) => i));
    const byNumber = (index: MiniSearch, id: (n: number) => unknown) =>
      QUERIES.map((q) => index.search(q).map((r) => [id(r.id), r.score]));
    expect(byNumber(opened, (n) => docs[n]!.id)).toEqual(byNumber(built, (id) => id));
  });

  test("gives what MiniSearch's loadJS gives on the real features shard", () => {
    const raw = JSON.parse(readFileSync(new URL('./fixtures/site-shards/features.json', import.meta.url), 'utf8'));
    const opened = openIndex(decodeLeanIndex(raw, SEARCH_OPTIONS.fields), options);
    const loaded = viaLoadJS(decodeLeanIndex(raw, SEARCH_OPTIONS.fields));
    expect(opened.toJSON()).toEqual(loaded.toJSON());
    expect(results(opened)).toEqual(results(loaded));
    expect(results(opened).flat().length).toBeGreaterThan(50);
  });
});
