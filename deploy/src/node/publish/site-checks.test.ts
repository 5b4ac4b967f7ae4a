import { expect, test } from '@rstest/core';
import type { RemoteBuild } from '@roo-docs/section-build';
import type { SectionName, SectionRouteTable } from '@roo-docs/schemas';
import { checkCrossLinks } from './site-checks.ts';

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
      source: 'content/features/x.mdx',
      line,
      path,
      anchor,
    })),
  } as unknown as RemoteBuild,
];

const tables = new Map<SectionName, SectionRouteTable>([['cloud', table('cloud', [['/roo-code-cloud/login', ['connect']]])]]);
const planned = new Set(['/roo-code-cloud/login', '/providers/bedrock', '/providers/vertex']);

test('a live page with the anchor passes; a missing anchor or an unknown path is refused with file:line', () => {
  const report = checkCrossLinks(
    builds([
      ['/roo-code-cloud/login', 'connect', 3],
      ['/roo-code-cloud/login', 'nope', 4],
      ['/no-such/page', null, 5],
    ]),
    tables,
    planned,
  );
  expect(report.errors).toEqual([
    'features: content/features/x.mdx:4: anchor #nope not found on /roo-code-cloud/login',
    'features: content/features/x.mdx:5: link to /no-such/page, which is not a page of the site',
  ]);
});

test('links to planned pages not yet published are one summarised warning per section', () => {
  const report = checkCrossLinks(
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
  const report = checkCrossLinks(builds([['/old/place', null, 9]]), tables, planned, [{ from: '/old/place' }]);
  expect(report.errors[0]).toContain('redirects; link to where it moved');
});
