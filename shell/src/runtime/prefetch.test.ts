import { expect, test } from '@rstest/core';
import { prefetchAllowed } from './prefetch.ts';

test('prefetch is skipped on save-data and slow-2g only', () => {
  expect(prefetchAllowed(undefined)).toBe(true);
  expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
  expect(prefetchAllowed({ effectiveType: '2g' })).toBe(true);
  expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
});
