import { plannedRoutes, type RemoteBuild } from '@roo-docs/section-build';
import { routeKey, SECTION_NAMES, type RemotesPointer, type SectionName, type SectionRouteTable } from '@roo-docs/schemas';
import { sectionBuildDir, type Origin } from '../origin/origin.ts';
import { validateSectionBuild, type ValidatedBuild } from './artefacts.ts';
import { checkDocsVersions } from './docs-versions.ts';
import { checkOwnership, checkSiteLinks } from './site-checks.ts';

/**
 * Validate: the route table of every section the new pointer names, from its build folder checked
 * against the contract (new builds were checked where they were placed).
 */
export async function liveTables(
  origin: Origin,
  next: RemotesPointer,
  validated: Map<SectionName, ValidatedBuild>,
): Promise<Map<SectionName, SectionRouteTable>> {
  const tables = new Map<SectionName, SectionRouteTable>();
  for (const section of SECTION_NAMES) {
    const p = next.sections[section];
    if (!p) continue;
    const valid =
      validated.get(section) ?? (await validateSectionBuild(section, p.buildId, sectionBuildDir(origin, section, p.buildId)));
    tables.set(section, valid.table);
  }
  return tables;
}

/**
 * Check: the site as it would be after the switch. Routes two sections claim, docs versions
 * outside the base URL and broken links refuse the publish; links to pages not written yet and
 * routes the inventory does not plan are returned as warnings.
 */
export function checkSite(
  builds: RemoteBuild[],
  tables: Map<SectionName, SectionRouteTable>,
  redirects: readonly { from: string }[],
): string[] {
  checkOwnership(tables, redirects);
  checkDocsVersions(tables);
  const planned = plannedRoutes();
  const links = checkSiteLinks(builds, tables, planned, redirects);
  if (links.errors.length) throw new Error(`Broken links; nothing was published:\n  ${links.errors.join('\n  ')}`);
  return [...links.warnings, ...unplannedRoutes(builds, planned)];
}

/** Pages whose route the site's inventory does not list: published, but said out loud. */
function unplannedRoutes(builds: RemoteBuild[], planned: ReadonlySet<string>): string[] {
  return builds.flatMap((b) =>
    b.table.routes
      .filter((r) => !planned.has(routeKey(r.path)))
      .map((r) => `${b.section}: ${r.path} is not in shared/inventory/routes.json (a new page? add it there, with its title)`),
  );
}
