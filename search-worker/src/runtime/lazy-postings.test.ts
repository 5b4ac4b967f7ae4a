import { describe, expect, test } from '@rstest/core';
import { checkPostings, LazyPostings } from './lazy-postings.ts';

// Field 0: documents 2, 5, 6 with frequencies 1, 3, 1; field 2: documents 4 and 7, each once.
const FLAT = [0, 3, 2, 3, 1, 1, 3, 1, 2, -2, 4, 3];
const EXPECTED = new Map([
  [
    0,
    new Map([
      [2, 1],
      [5, 3],
      [6, 1],
    ]),
  ],
  [
    2,
    new Map([
      [4, 1],
      [7, 1],
    ]),
  ],
]);

/** A flat array that counts how often its numbers are read. */
function counted(flat: number[]): { flat: number[]; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(flat, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { flat: proxy, reads: () => reads };
}

describe('a term’s postings, decoded when first read', () => {
  test('reads nothing until MiniSearch asks, then holds the maps MiniSearch builds', () => {
    const { flat, reads } = counted([...FLAT]);
    const postings = new LazyPostings(flat);
    expect(reads()).toBe(0);
    expect(postings.get(0)).toEqual(EXPECTED.get(0));
    const afterFirst = reads();
    expect(afterFirst).toBeGreaterThan(0);
    expect(postings.get(1)).toBeUndefined();
    expect(postings.get(2)).toEqual(EXPECTED.get(2));
    expect(reads()).toBe(afterFirst);
  });

  test('reads the same through every Map method', () => {
    expect(new Map(new LazyPostings(FLAT))).toEqual(EXPECTED);
    expect(new LazyPostings(FLAT).size).toBe(2);
    expect(new LazyPostings(FLAT).has(2)).toBe(true);
    expect([...new LazyPostings(FLAT).keys()]).toEqual([0, 2]);
    expect([...new LazyPostings(FLAT).values()]).toEqual([...EXPECTED.values()]);
    const seen: number[] = [];
    new LazyPostings(FLAT).forEach((_, field) => seen.push(field));
    expect(seen).toEqual([0, 2]);
    const changed = new LazyPostings(FLAT);
    changed.delete(0);
    expect([...changed.keys()]).toEqual([2]);
  });

  test('a bad posting list is refused when the shard opens, naming the term', () => {
    const check = (flat: unknown) => () => checkPostings(flat, 'mode', 8, 3);
    expect(check(FLAT)).not.toThrow();
    expect(check('0,1,2')).toThrow("postings of 'mode' are not numbers");
    expect(check([3, -1, 0])).toThrow("postings of 'mode' name field 3");
    expect(check([0, 2, 1])).toThrow("postings of 'mode' are cut short");
    expect(check([0, -2, 4, 4])).toThrow("postings of 'mode' name document 8 of 8");
    expect(check([0, -1, -1])).toThrow("postings of 'mode' name document -1 of 8");
    expect(check([0, 1, 2, 1.5])).toThrow("postings of 'mode' are not numbers");
    expect(check([0, -1, '2'])).toThrow("postings of 'mode' are not numbers");
  });
});
