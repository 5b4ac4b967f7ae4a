import { describe, expect, test } from '@rstest/core';
import { manifestUrlOf, parseDevItem, parseDevParam } from './dev-param.ts';

describe('the dev parameter', () => {
  test('an origin means the manifest at its root; a folder or a manifest URL is taken as given', () => {
    expect(manifestUrlOf('http://127.0.0.1:4174').href).toBe('http://127.0.0.1:4174/mf-manifest.json');
    expect(manifestUrlOf('http://127.0.0.1:4174/features').href).toBe('http://127.0.0.1:4174/features/mf-manifest.json');
    expect(manifestUrlOf('http://127.0.0.1:4174/x/mf-manifest.json?v=1').href).toBe('http://127.0.0.1:4174/x/mf-manifest.json');
  });

  test('several sections, comma-separated or repeated; the last item for a section wins', () => {
    const { sections, problems, off } = parseDevParam([
      'features@http://127.0.0.1:4174,cloud@http://localhost:4175',
      'features@http://127.0.0.1:4176',
    ]);
    expect(problems).toEqual([]);
    expect(off).toBe(false);
    expect(sections).toEqual([
      { section: 'features', origin: 'http://127.0.0.1:4176', manifest: 'http://127.0.0.1:4176/mf-manifest.json' },
      { section: 'cloud', origin: 'http://localhost:4175', manifest: 'http://localhost:4175/mf-manifest.json' },
    ]);
  });

  test('bad items are named and skipped; the good ones stay', () => {
    const { sections, problems } = parseDevParam([
      'blog@http://127.0.0.1:1,features,cloud@nowhere,providers@javascript:alert(1),features@http://127.0.0.1:4174',
    ]);
    expect(sections.map((s) => s.section)).toEqual(['features']);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('"blog" is not a section');
    expect(problems[1]).toContain('is not <section>@<url>');
  });

  test('user names in the URL are refused; `off` ends every section', () => {
    expect(parseDevItem('features@http://me@127.0.0.1:4174')).toBe('URLs with a user name are not allowed');
    expect(parseDevParam(['off']).off).toBe(true);
  });
});
