import { expect, test } from '@rstest/core';
import { rememberFailedLoad, takeFailedLoad } from './failed-load.ts';

function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

test('a failure noted for a page is seen once, by that page, while fresh', () => {
  const store = memory();
  rememberFailedLoad('/features/checkpoints', store, 1_000);
  expect(takeFailedLoad('/faq', store, 2_000)).toBe(false);
  // Another page read the note and dropped it: it does not linger for a later visit.
  expect(takeFailedLoad('/features/checkpoints', store, 2_000)).toBe(false);
  rememberFailedLoad('/features/', store, 1_000);
  expect(takeFailedLoad('/features', store, 2_000)).toBe(true);
  expect(takeFailedLoad('/features', store, 2_000)).toBe(false);
  rememberFailedLoad('/features/checkpoints', store, 1_000);
  expect(takeFailedLoad('/features/checkpoints', store, 1_000 + 60_000)).toBe(false);
});

test('no storage, refused storage or a garbled note: the page simply tries', () => {
  expect(takeFailedLoad('/faq', null)).toBe(false);
  rememberFailedLoad('/faq', null);
  const refusing = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {},
  };
  rememberFailedLoad('/faq', refusing);
  expect(takeFailedLoad('/faq', refusing)).toBe(false);
  const garbled = memory();
  garbled.setItem('roo-docs:failed-load', '{"path":');
  expect(takeFailedLoad('/faq', garbled)).toBe(false);
});
