import { describe, expect, test } from '@rstest/core';
import { findRoute, linkTarget, siteHref } from './links.ts';

const load = () => Promise.resolve({});
const routes = { '/features/checkpoints': load, '/features/': load };
const SITE = 'https://docs.example/';

describe('embedded links', () => {
  test('a route is found with or without its trailing slash', () => {
    expect(findRoute(routes, '/features/checkpoints/')).toBe('/features/checkpoints');
    expect(findRoute(routes, '/features')).toBe('/features/');
    expect(findRoute(routes, '/providers/anthropic')).toBeNull();
  });

  test('anchors stay in the page, section pages in the parcel, the rest goes to the site', () => {
    expect(linkTarget('#restoring-a-checkpoint', SITE, routes)).toEqual({ kind: 'anchor', id: 'restoring-a-checkpoint' });
    expect(linkTarget('/features/checkpoints#x', SITE, routes)).toEqual({
      kind: 'section',
      path: '/features/checkpoints',
      hash: '#x',
    });
    expect(linkTarget('/providers/anthropic', SITE, routes)).toEqual({
      kind: 'site',
      href: 'https://docs.example/providers/anthropic',
    });
    expect(linkTarget('https://other.example/features/checkpoints', SITE, routes)).toEqual({
      kind: 'site',
      href: 'https://other.example/features/checkpoints',
    });
  });

  test('hrefs become full URLs of the site; anchors are left alone', () => {
    expect(siteHref('/features/checkpoints', SITE)).toBe('https://docs.example/features/checkpoints');
    expect(siteHref('#top', SITE)).toBe('#top');
    expect(siteHref(undefined, SITE)).toBeUndefined();
  });
});
