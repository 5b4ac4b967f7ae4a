import { expect, test } from '@rstest/core';
import { formatCount } from './format-count.ts';

test('below a thousand the count is shown whole', () => {
  expect(formatCount(0)).toBe('0');
  expect(formatCount(999)).toBe('999');
  expect(formatCount(42.4)).toBe('42');
});

test('thousands get one decimal and k', () => {
  expect(formatCount(15400)).toBe('15.4k');
  expect(formatCount(574123)).toBe('574.1k');
  expect(formatCount(23456)).toBe('23.5k');
  expect(formatCount(1000)).toBe('1.0k');
  expect(formatCount(999.6)).toBe('1.0k');
});

test('millions get one decimal and M, including values that round up into them', () => {
  expect(formatCount(1_234_567)).toBe('1.2M');
  expect(formatCount(999_950)).toBe('1.0M');
  expect(formatCount(999_949)).toBe('999.9k');
  expect(formatCount(12_960_000)).toBe('13.0M');
});
