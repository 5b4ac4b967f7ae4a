import { expect, test } from '@rstest/core';
import { SMALL_SITE as model, SMALL_SITE_REDIRECTS as redirects } from './fixtures/small-site.ts';
import { resolvePath } from './resolve-path.ts';

test('exact routes, ignoring a trailing slash', () => {
  expect(resolvePath('/features/checkpoints', model, redirects)).toMatchObject({
    kind: 'page',
    route: { path: '/features/checkpoints' },
  });
  expect(resolvePath('/features', model, redirects)).toMatchObject({ kind: 'page', route: { path: '/features/' } });
  expect(resolvePath('/', model, redirects)).toMatchObject({ kind: 'page', route: { path: '/' } });
});

test('redirects and .html normalisation', () => {
  expect(resolvePath('/advanced-usage/checkpoints', model, redirects)).toEqual({ kind: 'redirect', to: '/features/checkpoints' });
  expect(resolvePath('/features/checkpoints.html', model, redirects)).toEqual({ kind: 'redirect', to: '/features/checkpoints' });
  expect(resolvePath('/features/index.html', model, redirects)).toEqual({ kind: 'redirect', to: '/features/' });
  expect(resolvePath('/advanced-usage/checkpoints.html', model, redirects)).toEqual({
    kind: 'redirect',
    to: '/features/checkpoints',
  });
});

test('unknown and malformed paths are not found', () => {
  expect(resolvePath('/nope', model, redirects)).toEqual({ kind: 'not-found' });
  expect(resolvePath('/nope.html', model, redirects)).toEqual({ kind: 'not-found' });
  expect(resolvePath('/%E0%A4%A', model, redirects)).toEqual({ kind: 'not-found' });
});

test('the results page belongs to the shell', () => {
  expect(resolvePath('/search', model, redirects)).toEqual({ kind: 'search' });
  expect(resolvePath('/search/', model, redirects)).toEqual({ kind: 'search' });
});

test('a path in another letter case moves to the route, the redirect or the results page it names', () => {
  expect(resolvePath('/Features/Checkpoints', model, redirects)).toEqual({ kind: 'redirect', to: '/features/checkpoints' });
  expect(resolvePath('/FEATURES/', model, redirects)).toEqual({ kind: 'redirect', to: '/features/' });
  expect(resolvePath('/Features/Checkpoints.HTML', model, redirects)).toEqual({ kind: 'redirect', to: '/features/checkpoints' });
  expect(resolvePath('/Advanced-Usage/Checkpoints', model, redirects)).toEqual({ kind: 'redirect', to: '/features/checkpoints' });
  expect(resolvePath('/Search', model, redirects)).toEqual({ kind: 'redirect', to: '/search' });
  expect(resolvePath('/Nope', model, redirects)).toEqual({ kind: 'not-found' });
});
