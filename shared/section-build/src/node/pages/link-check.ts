import type { Heading } from '@roo-docs/schemas';

export interface PageLinks {
  route: string;
  source: string;
  toc: Heading[];
  links: { url: string; line: number | undefined }[];
  /** Its headings are not known yet (the dev server read only its frontmatter): anchors on it are not checked. */
  partial?: boolean;
}

export interface LinkReport {
  /** Broken links inside the section: the build fails on these. */
  errors: string[];
  /** Routes of the pages whose headings are not known yet (`PageLinks.partial`). */
  partial: Set<string>;
  /** Links to other sections, checked again at publish against the live route tables. */
  external: { from: string; source: string; line: number | undefined; path: string; anchor: string | null }[];
}

/** The link check's view of a section's pages: where each is served and read from, and what its metadata read found. */
export function pageLinksOf(
  files: readonly { route: string; relative: string }[],
  metas: readonly Pick<PageLinks, 'toc' | 'links' | 'partial'>[],
): PageLinks[] {
  return files.map((f, i) => {
    const { toc, links, partial } = metas[i]!;
    return { route: f.route, source: f.relative, toc, links, ...(partial ? { partial } : {}) };
  });
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Checks every internal link and anchor of a section against its own pages, and its own site
 * files (`files`, site paths: the release notes link their feeds).
 */
export function checkLinks(pages: PageLinks[], files: ReadonlySet<string> = new Set()): LinkReport {
  const byPath = new Map(pages.map((p) => [normalise(p.route), p]));
  const report: LinkReport = { errors: [], external: [], partial: new Set(pages.filter((p) => p.partial).map((p) => p.route)) };
  for (const page of pages) {
    for (const { url, line } of page.links) {
      const at = `${page.source}:${line ?? 0}`;
      if (ABSOLUTE.test(url) || url.startsWith('//')) continue;
      const [rawPath = '', anchor = null] = url.split('#') as [string, string | undefined];
      if (rawPath && !rawPath.startsWith('/')) {
        report.errors.push(`${at}: link '${url}' must be an absolute site path (start with /)`);
        continue;
      }
      if (/\.mdx?$/.test(rawPath)) {
        report.errors.push(`${at}: link '${url}' must name the route, not the file`);
        continue;
      }
      if (files.has(rawPath)) {
        if (anchor) report.errors.push(`${at}: link '${url}' names an anchor in a file, which has none`);
        continue;
      }
      const target = rawPath ? byPath.get(normalise(rawPath)) : page;
      if (!target) {
        report.external.push({ from: page.route, source: page.source, line, path: rawPath, anchor: anchor || null });
        continue;
      }
      if (anchor && !target.partial && !target.toc.some((h) => h.id === anchor)) {
        report.errors.push(`${at}: anchor '#${anchor}' not found on ${target.route}`);
      }
    }
  }
  return report;
}
