import { expect, test } from '@rstest/core';
import { SEARCH_CONTEXTS } from '@roo-docs/schemas/contract';
import { RELEASE_NOTES_CONTEXT } from './types.ts';

test('the release-notes context is one of the site contract search contexts', () => {
  expect(SEARCH_CONTEXTS.map((c) => c.label)).toContain(RELEASE_NOTES_CONTEXT);
});
