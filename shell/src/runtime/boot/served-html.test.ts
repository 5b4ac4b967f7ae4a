import { expect, test } from '@rstest/core';
import { htmlMatches } from './served-html.ts';

const page = { kind: 'page', route: { path: '/features/checkpoints', title: 'Checkpoints', section: 'features' } } as const;

test('a page hydrates only the HTML rendered for it, and not when its section is local', () => {
  expect(htmlMatches(page, '/features/checkpoints', false)).toBe(true);
  expect(htmlMatches(page, '/features/checkpoints', true)).toBe(false);
  expect(htmlMatches(page, '/features/other', false)).toBe(false);
  expect(htmlMatches(page, null, false)).toBe(false);
});

test('the results page and the not-found page hydrate only their own HTML', () => {
  expect(htmlMatches({ kind: 'search' }, '/search', false)).toBe(true);
  expect(htmlMatches({ kind: 'search' }, null, false)).toBe(false);
  expect(htmlMatches({ kind: 'not-found' }, null, false)).toBe(true);
  // A 404.html served for a path some page redirects to: rendered afresh.
  expect(htmlMatches({ kind: 'not-found' }, '/features/checkpoints', false)).toBe(false);
  expect(htmlMatches({ kind: 'redirect', to: '/x' }, null, false)).toBe(false);
});
