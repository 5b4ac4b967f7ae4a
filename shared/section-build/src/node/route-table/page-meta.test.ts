import { expect, test } from '@rstest/core';
import type { RouteEntry } from '@roo-docs/schemas';
import { pageMetas } from './page-meta.ts';

const route = (path: string): RouteEntry => ({
  path,
  title: 't',
  description: 'd',
  context: null,
  headings: [],
  lastUpdated: '2025-10-15T00:00:00Z',
  source: `remotes/x${path}.mdx`,
  inSidebar: true,
});

test("a page's meta has its date and source, and its share image and alternates when it has them", () => {
  const image = { src: '/_assets/0123456789abcdef.png', width: 1200, height: 630, alt: 'a' };
  const feed = { type: 'application/rss+xml', href: '/update-notes/rss.xml', title: 'RSS' };
  const metas = pageMetas([route('/a'), route('/b')], { shareImages: new Map([['/a', image]]), alternates: { '/b': [feed] } });
  expect(metas.get('/a')).toEqual({ lastUpdated: '2025-10-15T00:00:00Z', source: 'remotes/x/a.mdx', shareImage: image });
  expect(metas.get('/b')).toEqual({ lastUpdated: '2025-10-15T00:00:00Z', source: 'remotes/x/b.mdx', alternates: [feed] });
  // The dev server passes nothing: the modules it writes stay as they were.
  expect(Object.keys(pageMetas([route('/a')]).get('/a')!)).toEqual(['lastUpdated', 'source']);
});
