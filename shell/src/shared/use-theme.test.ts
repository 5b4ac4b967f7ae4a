import { expect, test } from '@rstest/core';
import { resolveTheme } from './use-theme.ts';

test('system follows the OS; an explicit choice does not', () => {
  expect(resolveTheme('system', true)).toBe('light');
  expect(resolveTheme('system', false)).toBe('dark');
  expect(resolveTheme('dark', true)).toBe('dark');
  expect(resolveTheme('light', false)).toBe('light');
});
