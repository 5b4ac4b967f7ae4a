import { describe, expect, test } from '@rstest/core';
import { searchHitSchema } from './search-hit.ts';
import { parseSearchQuery } from './search-query.ts';

describe('search hit', () => {
  test('a section hit with its page round-trips unchanged', () => {
    const hit = {
      document: {
        u: '/features/custom-modes',
        t: 'Mode-specific instructions',
        s: 'Custom Modes',
        h: '#mode-specific-instructions',
        b: ['Features'],
      },
      page: { u: '/features/custom-modes', t: 'Custom Modes' },
      metadata: { modes: { t: {} } },
      tokens: ['modes'],
    };
    expect(searchHitSchema.parse(hit)).toEqual(hit);
    expect(searchHitSchema.safeParse({ ...hit, page: false }).success).toBe(true);
  });

  test('the URL is a site path and tokens are required', () => {
    for (const u of ['https://evil.example/', '//evil.example/', 'faq']) {
      expect(searchHitSchema.safeParse({ document: { u, t: 'x' }, metadata: {}, tokens: [] }).success).toBe(false);
    }
    expect(searchHitSchema.safeParse({ document: { u: '/faq', t: 'FAQ' }, metadata: {} }).success).toBe(false);
  });
});

describe('search query', () => {
  test('a blank query has nothing to search for', () => {
    expect(parseSearchQuery(new URLSearchParams(''))).toBeNull();
    expect(parseSearchQuery(new URLSearchParams('q='))).toBeNull();
    expect(parseSearchQuery(new URLSearchParams('q=%20%20'))).toBeNull();
  });

  test('query, context and version are read; empty ones ignored', () => {
    expect(parseSearchQuery(new URLSearchParams('q=%20apply_diff&ctx=Features&version=current'))).toEqual({
      q: 'apply_diff',
      ctx: 'Features',
      version: 'current',
    });
    expect(parseSearchQuery(new URLSearchParams('q=modes&ctx=&utm_source=x'))).toEqual({ q: 'modes' });
  });
});
