import { expect, test } from '@rstest/core';
import type { RemoteBuild } from '@roo-docs/section-build';
import type { SectionName, SectionRouteTable } from '@roo-docs/schemas';
import { checkSiteLinks } from './site-checks.ts';

const table = (section: SectionName, routes: [string, string[]][]) =>
  ({
    section,
    routes: routes.map(([path, ids]) => ({ path, headings: ids.map((id) => ({ id })) })),
  }) as unknown as SectionRouteTable;

const builds = (links: [string, string | null, number][]) => [
  {
    section: 'features',
    external: links.map(([path, anchor, line]) => ({
      from: '/features/x',
      file: 'remotes/features/content/features/x.mdx',
      line,
      column: 3,
      path,
      anchor,
    })),
  } as unknown as RemoteBuild,
];

const tables = new Map<SectionName, SectionRouteTable>([['cloud', table('cloud', [['/roo-code-cloud/login', ['connect']]])]]);
const planned = new Set(['/roo-code-cloud/login', '/providers/bedrock', '/providers/vertex']);

test('a live page with the anchor passes; a missing anchor or an unknown path is refused at file:line:column', () => {
  const report = checkSiteLinks(
    builds([
      ['/roo-code-cloud/login', 'connect', 3],
      ['/roo-code-cloud/login', 'nope', 4],
      ['/no-such/page', null, 5],
    ]),
    tables,
    planned,
  );
  expect(report.errors).toEqual([
    "remotes/features/content/features/x.mdx:4:3: anchor '#nope' not found on /roo-code-cloud/login",
    "remotes/features/content/features/x.mdx:5:3: link '/no-such/page' is not a page of the site (nor one planned in shared/inventory/routes.json)",
  ]);
});

test('links to planned pages not yet published are one summarised warning per section', () => {
  const report = checkSiteLinks(
    builds([
      ['/providers/bedrock', null, 1],
      ['/providers/bedrock', 'regions', 2],
      ['/providers/vertex', null, 3],
    ]),
    tables,
    planned,
  );
  expect(report.errors).toEqual([]);
  expect(report.warnings).toEqual([
    'features links to 2 planned page(s) not published yet: /providers/bedrock, /providers/vertex',
  ]);
});

test('a link to an old address that redirects is refused, naming the fix', () => {
  const report = checkSiteLinks(builds([['/old/place', null, 9]]), tables, planned, [{ from: '/old/place' }]);
  expect(report.errors).toEqual([
    "remotes/features/content/features/x.mdx:9:3: link '/old/place' is an old address that redirects; link to where it moved",
  ]);
});
