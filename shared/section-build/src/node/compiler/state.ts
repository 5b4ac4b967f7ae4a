import type { RouteEntry, SectionName, SidebarTopItem } from '@roo-docs/schemas';
import type { PageMetadata } from '../mdx/metadata.ts';
import type { ContentFile } from '../pages/content.ts';
import type { GeneratedContent } from '../pages/content-step.ts';
import type { ExternalLink } from '../pages/links.ts';
import type { Problem } from '../problems/problem.ts';

/** One page as the compiler last read it. */
export interface CompiledPage {
  file: ContentFile;
  /** Its file from the repository root, which its problems name. */
  source: string;
  text: string;
  metadata: PageMetadata;
  /**
   * What is wrong in the page by itself (compiler/page-problems.ts): an error here would break the
   * page for its reader. Its links' problems are in the section's `problems`.
   */
  problems: Problem[];
}

/** A section's pages as the compiler last read them, and everything wrong in them, as data. */
export interface CompilerState {
  section: SectionName;
  remoteDir: string;
  generated: GeneratedContent | null;
  pages: CompiledPage[];
  routes: RouteEntry[];
  sidebar: SidebarTopItem[];
  /** Links to other sections; judged here when the compiler knows the rest of the site, else by the publish. */
  external: ExternalLink[];
  /** Routes whose headings are not read yet (a start that read only frontmatter): anchors on them are not judged. */
  partial: ReadonlySet<string>;
  /** Every problem: the pages', their links', the sidebar's, and (dev) a section that did not read. */
  problems: Problem[];
  /** Updates that found files changed: what is made from the pages' text (the dev search index) follows it. */
  version: number;
}

/** The routes of the rest of the site a section's links may reach, and those whose headings are not read yet. */
export interface SiteRoutes {
  routes: readonly Pick<RouteEntry, 'path' | 'headings'>[];
  partial: ReadonlySet<string>;
}
