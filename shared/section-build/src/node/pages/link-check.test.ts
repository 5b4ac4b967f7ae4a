import { expect, test } from '@rstest/core';
import { checkLinks, pageLinksOf } from './link-check.ts';

const page = (route: string, links: string[], ids: string[] = []) => ({
  route,
  source: `content${route}.mdx`,
  toc: ids.map((id) => ({ depth: 2 as const, id, text: id })),
  links: links.map((url) => ({ url, line: 3 })),
});

test('reports broken anchors and relative links, passes good ones, defers other sections', () => {
  const report = checkLinks([
    page('/features/a', ['/features/b#setup', '/features/b#missing', '#own', './c', '/providers/x#y', 'https://x.dev']),
    page('/features/b', [], ['setup']),
  ]);
  expect(report.errors).toEqual([
    "content/features/a.mdx:3: anchor '#missing' not found on /features/b",
    "content/features/a.mdx:3: anchor '#own' not found on /features/a",
    "content/features/a.mdx:3: link './c' must be an absolute site path (start with /)",
  ]);
  expect(report.external.map((e) => `${e.path}#${e.anchor}`)).toEqual(['/providers/x#y']);
});

test('a trailing slash names the same route', () => {
  expect(checkLinks([page('/features/', ['/features']), page('/x', ['/features/'])]).errors).toEqual([]);
});

test('anchors on a page whose headings are not read yet are not judged', () => {
  const report = checkLinks([page('/a', ['/b#any', '/c#missing']), { ...page('/b', []), partial: true }, page('/c', [])]);
  expect(report.errors).toEqual(["content/a.mdx:3: anchor '#missing' not found on /c"]);
  expect([...report.partial]).toEqual(['/b']);
});

test('the pages the check sees keep route, source, headings, links and an unread mark, nothing else', () => {
  const files = [
    { route: '/a', relative: 'content/a.mdx', file: '/abs/content/a.mdx' },
    { route: '/b', relative: 'content/b.mdx', file: '/abs/content/b.mdx' },
  ];
  const toc = [{ depth: 2 as const, id: 'x', text: 'X' }];
  const metas = [
    { toc, links: [{ url: '/b', line: 4 }], partial: false, frontmatter: { title: 'A' } },
    { toc: [], links: [], partial: true, frontmatter: { title: 'B' } },
  ];
  expect(pageLinksOf(files, metas)).toEqual([
    { route: '/a', source: 'content/a.mdx', toc, links: [{ url: '/b', line: 4 }] },
    { route: '/b', source: 'content/b.mdx', toc: [], links: [], partial: true },
  ]);
});

test("a link to one of the section's own site files holds; one with an anchor does not", () => {
  const files = new Set(['/update-notes/rss.xml']);
  const report = checkLinks(
    [page('/update-notes/', ['/update-notes/rss.xml', '/update-notes/rss.xml#top', '/update-notes/atom.xml'])],
    files,
  );
  expect(report.errors).toEqual([
    "content/update-notes/.mdx:3: link '/update-notes/rss.xml#top' names an anchor in a file, which has none",
  ]);
  expect(report.external.map((l) => l.path)).toEqual(['/update-notes/atom.xml']);
});
