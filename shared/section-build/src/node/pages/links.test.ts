import { expect, test } from '@rstest/core';
import { checkCrossLinks, checkLinks, pageLinksOf, type ExternalLink } from './links.ts';

const page = (route: string, links: string[], ids: string[] = []) => ({
  route,
  file: `remotes/features/content${route}.mdx`,
  toc: ids.map((id) => ({ depth: 2 as const, id, text: id })),
  links: links.map((url, i) => ({ url, line: 3, column: 1 + 10 * i })),
});
const said = (problems: { file: string; line?: number; column?: number; reason: string }[]) =>
  problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.reason}`);

test('reports broken anchors and relative links where they start, passes good ones, defers other sections', () => {
  const report = checkLinks([
    page('/features/a', ['/features/b#setup', '/features/b#missing', '#own', './c', '/providers/x#y', 'https://x.dev']),
    page('/features/b', [], ['setup']),
  ]);
  expect(said(report.problems)).toEqual([
    "remotes/features/content/features/a.mdx:3:11: anchor '#missing' not found on /features/b",
    "remotes/features/content/features/a.mdx:3:21: anchor '#own' not found on /features/a",
    "remotes/features/content/features/a.mdx:3:31: link './c' must be an absolute site path (start with /)",
  ]);
  expect(report.problems.every((p) => p.severity === 'error')).toBe(true);
  expect(report.external).toEqual([
    {
      from: '/features/a',
      file: 'remotes/features/content/features/a.mdx',
      line: 3,
      column: 41,
      path: '/providers/x',
      anchor: 'y',
    },
  ]);
});

test('a trailing slash names the same route', () => {
  expect(checkLinks([page('/features/', ['/features']), page('/x', ['/features/'])]).problems).toEqual([]);
});

test('anchors on a page whose headings are not read yet are not judged', () => {
  const report = checkLinks([page('/a', ['/b#any', '/c#missing']), { ...page('/b', []), partial: true }, page('/c', [])]);
  expect(said(report.problems)).toEqual(["remotes/features/content/a.mdx:3:11: anchor '#missing' not found on /c"]);
  expect([...report.partial]).toEqual(['/b']);
});

test('the pages the check sees keep route, file, headings, links and an unread mark, nothing else', () => {
  const files = [
    { route: '/a', file: 'remotes/x/content/a.mdx', relative: 'content/a.mdx' },
    { route: '/b', file: 'remotes/x/content/b.mdx', relative: 'content/b.mdx' },
  ];
  const toc = [{ depth: 2 as const, id: 'x', text: 'X' }];
  const metas = [
    { toc, links: [{ url: '/b', line: 4 }], partial: false, frontmatter: { title: 'A' } },
    { toc: [], links: [], partial: true, frontmatter: { title: 'B' } },
  ];
  expect(pageLinksOf(files, metas)).toEqual([
    { route: '/a', file: 'remotes/x/content/a.mdx', toc, links: [{ url: '/b', line: 4 }] },
    { route: '/b', file: 'remotes/x/content/b.mdx', toc: [], links: [], partial: true },
  ]);
});

test("a link to one of the section's own site files holds; one with an anchor does not", () => {
  const files = new Set(['/update-notes/rss.xml']);
  const report = checkLinks(
    [page('/update-notes/', ['/update-notes/rss.xml', '/update-notes/rss.xml#top', '/update-notes/atom.xml'])],
    files,
  );
  expect(said(report.problems)).toEqual([
    "remotes/features/content/update-notes/.mdx:3:11: link '/update-notes/rss.xml#top' names an anchor in a file, which has none",
  ]);
  expect(report.external.map((l) => l.path)).toEqual(['/update-notes/atom.xml']);
});

const link = (line: number, path: string, anchor: string | null = null): ExternalLink => ({
  from: '/features/x',
  file: 'remotes/features/content/features/x.mdx',
  line,
  column: 5,
  path,
  anchor,
});
const routes = [{ path: '/roo-code-cloud/login', headings: [{ id: 'connect' }] }];
const rules = { planned: new Set(['/roo-code-cloud/login', '/providers/bedrock']), redirects: [{ from: '/old/place/' }] };

test('links out of a section: a live page with the anchor passes; a missing anchor, an old address or an unknown path is broken', () => {
  const report = checkCrossLinks(
    [
      link(3, '/roo-code-cloud/login', 'connect'),
      link(4, '/roo-code-cloud/login/', 'nope'),
      link(5, '/no-such/page'),
      link(6, '/old/place'),
      link(7, '/providers/bedrock', 'regions'),
    ],
    routes,
    rules,
  );
  expect(said(report.problems)).toEqual([
    "remotes/features/content/features/x.mdx:4:5: anchor '#nope' not found on /roo-code-cloud/login/",
    "remotes/features/content/features/x.mdx:5:5: link '/no-such/page' is not a page of the site (nor one planned in shared/inventory/routes.json)",
    "remotes/features/content/features/x.mdx:6:5: link '/old/place' is an old address that redirects; link to where it moved",
  ]);
  expect(report.pending.map((l) => l.line)).toEqual([7]);
});

test('an anchor on a page whose headings are not read yet is not judged', () => {
  const report = checkCrossLinks([link(4, '/roo-code-cloud/login', 'nope')], routes, {
    ...rules,
    partial: new Set(['/roo-code-cloud/login']),
  });
  expect(report.problems).toEqual([]);
});
