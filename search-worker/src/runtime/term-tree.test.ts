import { describe, expect, test } from '@rstest/core';
import { readFileSync } from 'node:fs';
import SearchableMap from 'minisearch/SearchableMap';
import { termTree, type TermTree } from './term-tree.ts';

/** Every node's entries in order, so that two trees compare equal only if they iterate alike. */
const ordered = (tree: TermTree<number>): unknown =>
  [...tree].map(([edge, child]) => [edge, child instanceof Map ? ordered(child) : child]);

const bySet = (terms: readonly string[]) => {
  const map = new SearchableMap<number>();
  terms.forEach((term, i) => map.set(term, i));
  return (map as unknown as { _tree: TermTree<number> })._tree;
};
const direct = (terms: readonly string[]) => termTree(terms.map((term, i) => [term, i] as const));

describe('the term tree, built in one pass', () => {
  test('is the tree SearchableMap builds term by term, in the same order, on a real shard', () => {
    const { terms } = JSON.parse(readFileSync(new URL('./fixtures/site-shards/features.json', import.meta.url), 'utf8')) as {
      terms: string[];
    };
    expect(terms.length).toBeGreaterThan(1000);
    expect(ordered(direct(terms))).toEqual(ordered(bySet(terms)));
  });

  test('splits edges and places a term that ends inside another as SearchableMap does', () => {
    const terms = ['checkpoints', 'checkpoint', 'check', 'chat', 'c', 'mode', 'modes', 'model', ''];
    expect(ordered(direct(terms))).toEqual(ordered(bySet(terms)));
  });

  test('refuses terms that are not in index order', () => {
    expect(() => direct(['mode', 'chat', 'model'])).toThrow("the terms are not in index order at 'model'");
    expect(() => direct(['mode', 'mode'])).toThrow("the terms are not in index order at 'mode'");
  });
});
