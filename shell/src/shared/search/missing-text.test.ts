import { expect, test } from '@rstest/core';
import type { MissingSection } from '@roo-docs/search-worker/client';
import { missingText } from './missing-text.ts';

const label = (m: MissingSection) => m.section.toUpperCase();

test('nothing missing says nothing', () => {
  expect(missingText([], label)).toBe('');
});

test('failed sections are named, with the promise of a retry', () => {
  expect(missingText([{ section: 'providers', reason: 'failed' }], label)).toBe(
    'Results from PROVIDERS are missing: its search index could not be loaded. Your next search tries again.',
  );
  expect(
    missingText(
      [
        { section: 'providers', reason: 'failed' },
        { section: 'cloud', reason: 'failed' },
        { section: 'features', reason: 'failed' },
      ],
      label,
    ),
  ).toMatch(/^Results from PROVIDERS, CLOUD and FEATURES are missing: their search index/);
});

test('sections still arriving are named apart from failed ones', () => {
  expect(
    missingText(
      [
        { section: 'cloud', reason: 'loading' },
        { section: 'providers', reason: 'failed' },
      ],
      label,
    ),
  ).toBe(
    'Results from PROVIDERS are missing: its search index could not be loaded. Your next search tries again. Still loading results from CLOUD…',
  );
});
