import { expect, test } from '@rstest/core';
import { SMALL_SITE as model, SMALL_SITE_REDIRECTS as redirects } from '../shared/fixtures/small-site.ts';
import { planNavigation } from './site-history.ts';

const complete = { model: { ...model, complete: true }, redirects };
const partial = { model: { ...model, complete: false }, redirects };

test("a move to a page loads that page, in the page's own spelling", () => {
  expect(planNavigation('/features/checkpoints', complete)).toEqual({ kind: 'load', path: '/features/checkpoints' });
  expect(planNavigation('/advanced-usage/checkpoints', complete)).toEqual({ kind: 'load', path: '/features/checkpoints' });
  expect(planNavigation('/Features/Checkpoints.html', complete)).toEqual({ kind: 'load', path: '/features/checkpoints' });
});

test('the results page shows at once; a path no page has is the server’s once the navigation is whole', () => {
  expect(planNavigation('/search', complete)).toEqual({ kind: 'search' });
  expect(planNavigation('/llms.txt', complete)).toEqual({ kind: 'not-found' });
  // Only part of the navigation is known: the page may exist, in lower case.
  expect(planNavigation('/Providers/Anthropic', partial)).toEqual({ kind: 'load', path: '/providers/anthropic' });
});
