import { checkCrossLinks, formatProblem, type RemoteBuild } from '@roo-docs/section-build';
import { routeKey, type SectionName, type SectionRouteTable } from '@roo-docs/schemas';

/** Every path belongs to exactly one section, and no route hides behind a redirect. */
export function checkOwnership(tables: Map<SectionName, SectionRouteTable>, redirects: readonly { from: string }[]): void {
  const owner = new Map<string, SectionName>();
  const problems: string[] = [];
  for (const [section, table] of tables) {
    for (const r of table.routes) {
      const other = owner.get(routeKey(r.path));
      if (other && other !== section) problems.push(`${r.path} is served by both ${other} and ${section}`);
      owner.set(routeKey(r.path), section);
    }
  }
  for (const r of redirects) {
    const s = owner.get(routeKey(r.from));
    if (s) problems.push(`${r.from} is a redirect and also a page of ${s}`);
  }
  if (problems.length) throw new Error(`Route conflicts:\n  ${problems.join('\n  ')}`);
}

export interface SiteLinkReport {
  /** Broken links (`file:line:column: reason`, as the dev server shows them): the publish is refused. */
  errors: string[];
  /** Links to planned pages no live section serves yet: one summarised line per section. */
  warnings: string[];
}

/**
 * Links from the published sections into others, checked against the live route tables by the
 * section build's one cross-link check (the dev server runs it on every save): a missing anchor on
 * a live page, an old address that redirects or a path the site will never have is an error; a
 * link to a planned page that is not written yet is only counted.
 */
export function checkSiteLinks(
  builds: RemoteBuild[],
  tables: Map<SectionName, SectionRouteTable>,
  planned: ReadonlySet<string>,
  redirects: readonly { from: string }[] = [],
): SiteLinkReport {
  const routes = [...tables.values()].flatMap((t) => t.routes);
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const build of builds) {
    const { problems, pending } = checkCrossLinks(build.external, routes, { planned, redirects });
    errors.push(...problems.map((p) => formatProblem(p)));
    const paths = [...new Set(pending.map((l) => routeKey(l.path)))];
    if (paths.length)
      warnings.push(
        `${build.section} links to ${paths.length} planned page(s) not published yet: ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ', …' : ''}`,
      );
  }
  return { errors, warnings };
}
