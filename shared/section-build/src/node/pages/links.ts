import { inventoryRoutes } from '@roo-docs/inventory';
import { routeKey, type Heading } from '@roo-docs/schemas';
import type { PageLink } from '../mdx/remark-links.ts';
import type { Problem } from '../problems/problem.ts';

export interface PageLinks {
  route: string;
  /** The page's file from the repository root, which its problems name. */
  file: string;
  toc: Heading[];
  links: PageLink[];
  /** Its headings are not known yet (the dev server read only its frontmatter): anchors on it are not checked. */
  partial?: boolean;
}

/** A link from a section's page to a path outside the section, checked against the rest of the site. */
export interface ExternalLink {
  from: string;
  file: string;
  line: number | undefined;
  column?: number;
  path: string;
  anchor: string | null;
}

export interface LinkReport {
  /** Broken links inside the section. */
  problems: Problem[];
  /** Routes of the pages whose headings are not known yet (`PageLinks.partial`). */
  partial: Set<string>;
  /** Links to other sections: `checkCrossLinks` judges them against the site's route tables. */
  external: ExternalLink[];
}

/** The link check's view of a section's pages: where each is served and read from, and what its metadata read found. */
export function pageLinksOf(
  files: readonly { route: string; file: string }[],
  metas: readonly Pick<PageLinks, 'toc' | 'links' | 'partial'>[],
): PageLinks[] {
  return files.map((f, i) => {
    const { toc, links, partial } = metas[i]!;
    return { route: f.route, file: f.file, toc, links, ...(partial ? { partial } : {}) };
  });
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

const broken = (page: PageLinks, link: PageLink, reason: string): Problem => ({
  file: page.file,
  line: link.line,
  column: link.column,
  severity: 'error',
  reason,
});

/** Why a link's own form is wrong whatever it points at, or null. */
function formFault(url: string, path: string, anchor: string | null, files: ReadonlySet<string>): string | null {
  if (path && !path.startsWith('/')) return `link '${url}' must be an absolute site path (start with /)`;
  if (/\.mdx?$/.test(path)) return `link '${url}' must name the route, not the file`;
  if (files.has(path) && anchor) return `link '${url}' names an anchor in a file, which has none`;
  return null;
}

/**
 * Checks every internal link and anchor of a section against its own pages, and its own site
 * files (`files`, site paths: the release notes link their feeds). Links elsewhere are `external`.
 */
export function checkLinks(pages: PageLinks[], files: ReadonlySet<string> = new Set()): LinkReport {
  const byPath = new Map(pages.map((p) => [routeKey(p.route), p]));
  const report: LinkReport = { problems: [], external: [], partial: new Set(pages.filter((p) => p.partial).map((p) => p.route)) };
  for (const page of pages) {
    for (const link of page.links) {
      if (ABSOLUTE.test(link.url) || link.url.startsWith('//')) continue;
      const [path = '', anchor = null] = link.url.split('#') as [string, string | undefined];
      const fault = formFault(link.url, path, anchor || null, files);
      if (fault) report.problems.push(broken(page, link, fault));
      if (fault || files.has(path)) continue;
      const target = path ? byPath.get(routeKey(path)) : page;
      if (!target) {
        report.external.push({
          from: page.route,
          file: page.file,
          line: link.line,
          column: link.column,
          path,
          anchor: anchor || null,
        });
      } else if (anchor && !target.partial && !target.toc.some((h) => h.id === anchor)) {
        report.problems.push(broken(page, link, `anchor '#${anchor}' not found on ${target.route}`));
      }
    }
  }
  return report;
}

/** Every route the finished site will serve (the project's route inventory), by route key. */
export function plannedRoutes(): Set<string> {
  return new Set(inventoryRoutes().map((r) => routeKey(r.path)));
}

export interface CrossLinkRules {
  /** Routes the site will have (`plannedRoutes()`): a link to one that is not live yet is pending, not broken. */
  planned: ReadonlySet<string>;
  /** Old addresses the shell redirects: a page links to where they moved. */
  redirects: readonly { from: string }[];
  /** Routes whose headings are not known yet: anchors on them are not judged. */
  partial?: ReadonlySet<string>;
}

export interface CrossLinkReport {
  problems: Problem[];
  /** Links to planned pages no section serves yet. */
  pending: ExternalLink[];
}

/**
 * Links out of a section, against the routes of the rest of the site: a live page without the
 * anchor, an old address that redirects, or a path the site will never have is broken. The dev
 * server runs it on every save against the live and published sections, the publish against the
 * route tables that will be live; both show these problems as they are.
 */
export function checkCrossLinks(
  links: readonly ExternalLink[],
  routes: Iterable<{ path: string; headings: readonly Pick<Heading, 'id'>[] }>,
  { planned, redirects, partial = new Set() }: CrossLinkRules,
): CrossLinkReport {
  const byPath = new Map([...routes].map((r) => [routeKey(r.path), r]));
  const moved = new Set(redirects.map((r) => routeKey(r.from)));
  const report: CrossLinkReport = { problems: [], pending: [] };
  const refuse = (link: ExternalLink, reason: string) =>
    report.problems.push({ file: link.file, line: link.line, column: link.column, severity: 'error', reason });
  for (const link of links) {
    const key = routeKey(link.path);
    const target = byPath.get(key);
    if (target) {
      if (link.anchor && !partial.has(target.path) && !target.headings.some((h) => h.id === link.anchor))
        refuse(link, `anchor '#${link.anchor}' not found on ${link.path}`);
    } else if (moved.has(key)) refuse(link, `link '${link.path}' is an old address that redirects; link to where it moved`);
    else if (planned.has(key)) report.pending.push(link);
    else refuse(link, `link '${link.path}' is not a page of the site (nor one planned in shared/inventory/routes.json)`);
  }
  return report;
}
