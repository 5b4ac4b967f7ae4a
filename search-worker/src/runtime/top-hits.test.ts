import { expect, test } from '@rstest/core';
import { TopHits } from './top-hits.ts';

test('keeps the best items in the order a stable sort gives, ties in the order offered', () => {
  // Scores with many ties; the label tells items with equal scores apart.
  const items = Array.from({ length: 500 }, (_, i) => ({ score: (i * 7919) % 23, label: i }));
  const byScore = (a: { score: number }, b: { score: number }) => b.score - a.score;
  for (const limit of [0, 1, 7, 50, 499, 500, 600]) {
    const top = new TopHits(limit, byScore);
    for (const item of items) top.offer(item);
    expect(top.best()).toEqual([...items].sort(byScore).slice(0, limit));
  }
});
