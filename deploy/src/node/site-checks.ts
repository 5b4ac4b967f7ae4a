import type { RemoteBuild } from '@roo-docs/build';
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

/** Links from the published sections into others, checked against the live route tables. */
export function checkCrossLinks(builds: RemoteBuild[], tables: Map<SectionName, SectionRouteTable>): string[] {
  const routes = new Map([...tables.values()].flatMap((t) => t.routes.map((r) => [key(r.path), r] as const)));
  const warnings: string[] = [];
  for (const build of builds) {
    for (const link of build.external) {
      const at = `${build.section}: ${link.source}:${link.line ?? 0}`;
      const target = routes.get(key(link.path));
      if (!target) warnings.push(`${at}: link to ${link.path}, which no live section serves`);
      else if (link.anchor && !target.headings.some((h) => h.id === link.anchor))
        warnings.push(`${at}: anchor #${link.anchor} not found on ${link.path}`);
    }
  }
  return warnings;
}
