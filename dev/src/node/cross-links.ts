import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PreparedSection } from '@roo-docs/section-build';
import type { RouteEntry } from '@roo-docs/schemas';

const key = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/** Every route the finished site will serve (the project's route inventory): a link to one is a page still to write. */
export function plannedRoutes(repoRoot: string): Set<string> {
  try {
    const routes = JSON.parse(readFileSync(join(repoRoot, 'shared/inventory/routes.json'), 'utf8')) as { path: string }[];
    return new Set(routes.map((r) => key(r.path)));
  } catch {
    return new Set();
  }
}

/** The pages a link out of a section may reach, and those whose headings are not read yet (not judged). */
export interface SiteRoutes {
  routes: RouteEntry[];
  partial: ReadonlySet<string>;
}

/**
 * Links out of the section's own pages, which its own check leaves to the publish: a path no page
 * of the site has (live here, published, or planned), or an anchor missing on a page that exists.
 * Worded as the section's link check words its errors (`file:line: link '…' …`).
 */
export function crossLinkErrors(
  external: PreparedSection['links']['external'],
  routes: RouteEntry[],
  planned: Set<string>,
  partial: ReadonlySet<string> = new Set(),
): string[] {
  const byPath = new Map(routes.map((r) => [key(r.path), r]));
  const errors: string[] = [];
  for (const link of external) {
    const at = `${link.source}:${link.line ?? 0}`;
    const target = byPath.get(key(link.path));
    if (target) {
      if (link.anchor && !partial.has(target.path) && !target.headings.some((h) => h.id === link.anchor))
        errors.push(`${at}: anchor '#${link.anchor}' not found on ${link.path}`);
    } else if (!planned.has(key(link.path))) {
      errors.push(`${at}: link '${link.path}' is not a page of the site (nor one planned in shared/inventory/routes.json)`);
    }
  }
  return errors;
}
