import type { RemoteBuild } from '@roo-docs/section-build';
import type { SectionName, SectionRouteTable } from '@roo-docs/schemas';

const key = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/** Every path belongs to exactly one section, and no route hides behind a redirect. */
export function checkOwnership(tables: Map<SectionName, SectionRouteTable>, redirects: readonly { from: string }[]): void {
  const owner = new Map<string, SectionName>();
  const problems: string[] = [];
  for (const [section, table] of tables) {
    for (const r of table.routes) {
      const other = owner.get(key(r.path));
      if (other && other !== section) problems.push(`${r.path} is served by both ${other} and ${section}`);
      owner.set(key(r.path), section);
    }
  }
  for (const r of redirects) {
    const s = owner.get(key(r.from));
    if (s) problems.push(`${r.from} is a redirect and also a page of ${s}`);
  }
  if (problems.length) throw new Error(`Route conflicts:\n  ${problems.join('\n  ')}`);
}

export interface CrossLinkReport {
  /** Broken links: the publish is refused, each named by file and line. */
  errors: string[];
  /** Links to planned pages no live section serves yet: one summarised line per section. */
  warnings: string[];
}

/**
 * Links from the published sections into others, checked against the live route tables. A link to
 * a page that is live but lacks the anchor, or to a path the site will never have, is an error; a
 * link to a planned page that is not written yet is only counted.
 */
export function checkCrossLinks(
  builds: RemoteBuild[],
  tables: Map<SectionName, SectionRouteTable>,
  planned: Set<string>,
  redirects: readonly { from: string }[] = [],
): CrossLinkReport {
  const routes = new Map([...tables.values()].flatMap((t) => t.routes.map((r) => [key(r.path), r] as const)));
  const moved = new Set(redirects.map((r) => key(r.from)));
  const errors: string[] = [];
  const pending = new Map<SectionName, Set<string>>();
  for (const build of builds) {
    for (const link of build.external) {
      const at = `${build.section}: ${link.source}:${link.line ?? 0}`;
      const target = routes.get(key(link.path));
      if (target) {
        if (link.anchor && !target.headings.some((h) => h.id === link.anchor))
          errors.push(`${at}: anchor #${link.anchor} not found on ${link.path}`);
      } else if (moved.has(key(link.path))) {
        errors.push(`${at}: ${link.path} is an old address that redirects; link to where it moved`);
      } else if (planned.has(key(link.path))) {
        const set = pending.get(build.section) ?? new Set<string>();
        set.add(key(link.path));
        pending.set(build.section, set);
      } else {
        errors.push(`${at}: link to ${link.path}, which is not a page of the site`);
      }
    }
  }
  const warnings = [...pending].map(
    ([section, paths]) =>
      `${section} links to ${paths.size} planned page(s) not published yet: ${[...paths].slice(0, 5).join(', ')}${paths.size > 5 ? ', …' : ''}`,
  );
  return { errors, warnings };
}
