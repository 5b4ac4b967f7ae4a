import { contextOfPath, type RouteEntry, type SectionName } from '@roo-docs/schemas';
import type { PageMetadata } from '../mdx/metadata.ts';
import type { ContentFile } from '../pages/content.ts';
import type { GeneratedContent } from '../pages/content-step.ts';

/** The file a writer edits for a route, from the repository root (edit links, last-updated dates). */
export const sourceOfRoute = (section: SectionName, generated: GeneratedContent | null, file: ContentFile) =>
  `remotes/${section}/${generated?.sources[file.route] ?? file.relative}`;

/** One route entry per page: its frontmatter, headings, sidebar place and last change (by source file). */
export function routeEntries(
  section: SectionName,
  generated: GeneratedContent | null,
  pages: readonly { file: ContentFile; metadata: PageMetadata }[],
  listed: ReadonlySet<string>,
  times: ReadonlyMap<string, string>,
): RouteEntry[] {
  return pages.map(({ file, metadata }): RouteEntry => {
    const fm = metadata.frontmatter;
    const source = sourceOfRoute(section, generated, file);
    return {
      path: file.route,
      title: fm.title,
      description: fm.description,
      ...(fm.sidebar_label ? { sidebarLabel: fm.sidebar_label } : {}),
      context: contextOfPath(file.route),
      headings: metadata.toc,
      lastUpdated: times.get(source) ?? null,
      source,
      inSidebar: listed.has(file.route),
    };
  });
}
