import type { RouteEntry, SectionName, SidebarTopItem } from '@roo-docs/schemas';
import type { PageMetadata } from '../mdx/metadata.ts';
import type { BuildMode } from '@roo-docs/build-kit';
import { scanContent, type ContentFile } from './content.ts';
import { runContentStep, type GeneratedContent } from './content-step.ts';
import { lastUpdatedTimes } from './last-updated.ts';
import { siteFilePaths } from '../build/site-files.ts';
import { checkLinks, pageLinksOf, type LinkReport } from './link-check.ts';
import { routeEntries } from './read-section.ts';
import { readSidebar } from './sidebar.ts';
import { writeGeneratedModules } from '../route-table/generated-modules.ts';

/** A section's pages as the bundler sees them: the route table without a build id, and the generated modules written. */
export interface PreparedSection {
  files: ContentFile[];
  routes: RouteEntry[];
  sidebar: SidebarTopItem[];
  links: LinkReport;
  warnings: string[];
  generated: GeneratedContent | null;
}

/** Reads every page's metadata, in the order of `files` (cached or not: the caller's choice). */
export type ReadMetadata = (files: ContentFile[]) => Promise<PageMetadata[]>;

export interface PrepareOptions {
  readMetadata: ReadMetadata;
  /** Called after each step with its name (the build's step times). */
  mark?: (step: string) => void;
  /** `development` writes generated modules that follow edits in place (the dev server). */
  mode?: BuildMode;
  /** Last-change dates by file (default: from git each time; the dev server asks git once). */
  lastUpdated?: (repoRoot: string, dir: string) => Promise<Map<string, string>>;
  /** Runs the content step (default: loaded afresh each time; the dev server keeps it loaded). */
  contentStep?: (remoteDir: string) => Promise<GeneratedContent | null>;
}

/**
 * Everything before bundling, shared by the build and the dev server: the content step, the pages
 * and their metadata, links, sidebar and dates, and the generated modules. Broken links are
 * reported, not thrown: the build refuses them, the dev server shows them.
 */
export async function prepareSection(
  repoRoot: string,
  section: SectionName,
  remoteDir: string,
  {
    readMetadata,
    mark = () => {},
    mode = 'production',
    lastUpdated = lastUpdatedTimes,
    contentStep = runContentStep,
  }: PrepareOptions,
): Promise<PreparedSection> {
  // A remote may generate its pages (and sidebar) from other sources first; see content-step.ts.
  const generated = await contentStep(remoteDir);
  mark('content');
  const files = await scanContent(remoteDir, generated?.contentDir);
  if (!files.length) throw new Error(`${section}: no pages under content/`);
  // git answers while the pages are read (its failure is reported below, not as unhandled).
  const dates = lastUpdated(repoRoot, remoteDir);
  dates.catch(() => {});
  const metas = await readMetadata(files);
  const warnings = metas.flatMap((m) => m.warnings);
  mark('metadata');

  const links = checkLinks(pageLinksOf(files, metas), new Set(siteFilePaths(generated)));
  const { sidebar, missing, listed } = await readSidebar(remoteDir, new Set(files.map((f) => f.route)), generated?.sidebarFile);
  for (const m of missing) warnings.push(`${section}: sidebar lists ${m}, which has no page yet`);

  const times = await dates;
  mark('dates');
  const routes = routeEntries(section, generated, { files, metas }, listed, times);
  await writeGeneratedModules(remoteDir, section, files, routes, mode, sidebar, { alternates: generated?.alternates });
  mark('routes module');
  return { files, routes, sidebar, links, warnings, generated };
}
