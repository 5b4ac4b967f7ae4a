import { expect, test } from '@rstest/core';
import { calibratedSlowdown } from './lighthouse.ts';

test('the calibrated slowdown makes any machine the phone the default 4x makes of a 1,750 desktop', () => {
  expect(calibratedSlowdown(1750)).toBe(4);
  expect(calibratedSlowdown(875)).toBe(2);
  expect(calibratedSlowdown(3500)).toBe(8);
  expect(calibratedSlowdown(1000)).toBe(2.3);
  expect(calibratedSlowdown(200)).toBe(1); // never faster than the machine itself
});
