import { expect, test } from '@rstest/core';
import { INSTALLS_NO_STATISTICS, INSTALLS_NOT_FOUND, parseInstalls, parseStars, STARS_INVALID } from './parse-counts.ts';

const gallery = (statistics: unknown) => ({ results: [{ extensions: [{ statistics }] }] });

test('a numeric stargazers_count is the star count', () => {
  expect(parseStars({ stargazers_count: 23456, forks: 3 })).toEqual({ ok: true, count: 23456 });
});

test('anything else in place of the star count is rejected', () => {
  for (const body of [
    { stargazers_count: '23456' },
    { stargazers_count: null },
    {},
    null,
    'garbage',
    [],
    { stargazers_count: Number.NaN },
    { stargazers_count: -1 },
  ]) {
    expect(parseStars(body)).toEqual({ ok: false, problem: STARS_INVALID });
  }
});

test('the install statistic of the first extension is the install count', () => {
  const body = gallery([
    { statisticName: 'averagerating', value: 4.6 },
    { statisticName: 'install', value: 812345 },
  ]);
  expect(parseInstalls(body)).toEqual({ ok: true, count: 812345 });
});

test('an answer without a statistics list reports missing statistics', () => {
  for (const body of [
    {},
    { results: [] },
    { results: [{ extensions: [] }] },
    gallery(undefined),
    gallery({ install: 3 }),
    'garbage',
    null,
  ]) {
    expect(parseInstalls(body)).toEqual({ ok: false, problem: INSTALLS_NO_STATISTICS });
  }
});

test('statistics without a usable install entry report the count as not found', () => {
  expect(parseInstalls(gallery([]))).toEqual({ ok: false, problem: INSTALLS_NOT_FOUND });
  expect(parseInstalls(gallery([{ statisticName: 'downloadCount', value: 9 }]))).toEqual({
    ok: false,
    problem: INSTALLS_NOT_FOUND,
  });
  expect(parseInstalls(gallery([{ statisticName: 'install', value: 'many' }]))).toEqual({
    ok: false,
    problem: INSTALLS_NOT_FOUND,
  });
});
