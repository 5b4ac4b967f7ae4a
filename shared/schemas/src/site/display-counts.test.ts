import { describe, expect, test } from '@rstest/core';
import { installCountOf, starCountOf } from './display-counts.ts';

const answer = (statistics: unknown) => ({ results: [{ extensions: [{ statistics }] }] });

describe('star count', () => {
  test('only a numeric count is accepted', () => {
    expect(starCountOf({ stargazers_count: 15400, forks: 1 })).toBe(15400);
    expect(starCountOf({ stargazers_count: '15400' })).toBeNull();
    expect(starCountOf({ message: 'API rate limit exceeded' })).toBeNull();
  });
});

describe('install count', () => {
  test('read from the entry named install', () => {
    const stats = [
      { statisticName: 'averagerating', value: 4.6 },
      { statisticName: 'install', value: 574100 },
    ];
    expect(installCountOf(answer(stats))).toEqual({ ok: true, count: 574100 });
  });

  test('no install entry and no statistics are told apart', () => {
    expect(installCountOf(answer([{ statisticName: 'ratingcount', value: 9 }]))).toEqual({
      ok: false,
      reason: 'install-not-found',
    });
    expect(installCountOf({ results: [{ extensions: [{}] }] })).toEqual({ ok: false, reason: 'missing-statistics' });
    expect(installCountOf({ results: [] })).toEqual({ ok: false, reason: 'missing-statistics' });
    expect(installCountOf(null)).toEqual({ ok: false, reason: 'missing-statistics' });
  });
});
