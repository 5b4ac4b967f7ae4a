import { expect, test } from '@rstest/core';
import { scrolledPercent } from './scroll.ts';

test('percent of the scrollable range, clamped, and 0 for a page that cannot scroll', () => {
  expect(scrolledPercent({ scrollTop: 0, scrollHeight: 3000, clientHeight: 1000 })).toBe(0);
  expect(scrolledPercent({ scrollTop: 500, scrollHeight: 3000, clientHeight: 1000 })).toBe(25);
  expect(scrolledPercent({ scrollTop: 2000, scrollHeight: 3000, clientHeight: 1000 })).toBe(100);
  // Overscroll (rubber-banding) can report values outside the range.
  expect(scrolledPercent({ scrollTop: 2100, scrollHeight: 3000, clientHeight: 1000 })).toBe(100);
  expect(scrolledPercent({ scrollTop: -20, scrollHeight: 3000, clientHeight: 1000 })).toBe(0);
  expect(scrolledPercent({ scrollTop: 0, scrollHeight: 800, clientHeight: 800 })).toBe(0);
});
