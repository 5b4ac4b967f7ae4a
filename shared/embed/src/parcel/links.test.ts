import { describe, expect, test } from '@rstest/core';
import { linkTarget, siteHref } from './links.ts';

// The features section's part of the site: paths under /features.
const routes = (path: string) => path.split('/')[1] === 'features';
const SITE = 'https://docs.example/';

describe('embedded links', () => {
  test('anchors stay in the page, paths of the section in the parcel, the rest goes to the site', () => {
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
    expect(linkTarget('/features/feed.json', SITE, routes)).toEqual({
      kind: 'site',
      href: 'https://docs.example/features/feed.json',
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
