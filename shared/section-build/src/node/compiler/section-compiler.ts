import { join } from 'node:path';
import type { SearchDocument, SectionName, SectionRouteTable } from '@roo-docs/schemas';
import type { BuildMode } from '@roo-docs/build-kit';
import { buildDependencyDigest, cacheDirOf } from '../cache/build-dependencies.ts';
import { mdxPackages } from '../mdx/packages.ts';
import { problemOfError, type TextOf } from '../problems/problem.ts';
import { writeGeneratedModules } from '../route-table/generated-modules.ts';
import { navFileOf, type SectionNavFile } from '../route-table/nav-file.ts';
import type { PageMetaExtras } from '../route-table/page-meta.ts';
import { documentsOf } from '../search/build-shard.ts';
import type { PageSection } from '../search/split-sections.ts';
import { compileSection, type CompileContext } from './compile-section.ts';
import { sectionInputs } from './inputs.ts';
import { PAGE_MEMO_FILE, pageMemo } from './page-memo.ts';
import { sourceSearchSections } from './source-search.ts';
import type { CompilerState, SiteRoutes } from './state.ts';

export interface SectionCompilerOptions {
  repoRoot: string;
  section: SectionName;
  /** `development`: the dev server's (its modules follow edits, data is read afresh, a bad section keeps its last state). */
  mode: BuildMode;
  /** The remote's folder, if not `remotes/<section>` (a copy in tests). */
  remoteDir?: string;
  /** Read the persisted page memo (releases, the dev server); it is written by `saveMemo()`. */
  cache?: boolean;
  /** Pages the memo lacks are read for their frontmatter only at the start, in full by `complete()` (the dev server's fast start). */
  frontmatterFirst?: boolean;
  /** The rest of the site for links out of the section (the dev server); without it they are left to the publish. */
  site?: () => SiteRoutes;
  /** Old addresses the shell redirects (the shell's `REDIRECTS`), for those links. */
  redirects?: readonly { from: string }[];
}

/** Cuts a page's rendered HTML into search sections (the build's `splitSections`, cached in releases). */
export type RenderedSections = (route: { path: string; title: string }) => PageSection[];

/**
 * One section's pages, compiled incrementally: the build and the release call `update()` once,
 * the dev server before each rebuild, with the files that changed. `state` holds the pages, the
 * route entries, the sidebar and every problem as data; what the bundler starts from
 * (`writeModules`), the route table and navigation, and the search documents come from it.
 */
export async function createSectionCompiler(options: SectionCompilerOptions) {
  const { repoRoot, section, mode } = options;
  const remoteDir = options.remoteDir ?? join(repoRoot, 'remotes', section);
  const digest = await buildDependencyDigest(repoRoot);
  const memo = pageMemo({
    file: join(cacheDirOf(remoteDir), PAGE_MEMO_FILE),
    digest,
    baseDir: remoteDir,
    persisted: !!options.cache,
  });
  const context: CompileContext = {
    repoRoot,
    section,
    remoteDir,
    inputs: sectionInputs(repoRoot, remoteDir, mode),
    memo,
    frontmatterFirst: !!options.frontmatterFirst,
    site: options.site,
    redirects: options.redirects ?? [],
  };
  let state: CompilerState | null = null;
  const search = sourceSearchSections();

  const compiler = {
    digest,
    remoteDir,
    /** The last update's state; `update()` must have run. */
    get state(): CompilerState {
      if (!state) throw new Error(`${section}: the compiler has not read the section yet (call update())`);
      return state;
    },
    /**
     * Reads the section again; `changed` names the files that changed (absolute paths), none for
     * a read that only completes an earlier one. In development a section that cannot be read keeps
     * its last state, with the reason as its problem; in production that throws.
     */
    async update(changed?: readonly string[]): Promise<CompilerState> {
      const version = (state?.version ?? 0) + (changed === undefined || changed.length > 0 ? 1 : 0);
      try {
        state = await compileSection(context, changed, version);
      } catch (error) {
        if (mode === 'production' || !state) throw error;
        state = { ...state, problems: [problemOfError(`remotes/${section}`, error)] };
      }
      return state;
    },
    /** Reads in full the pages the start read only the frontmatter of; how many (an `update()` then has more to say). */
    complete: () => memo.complete(),
    /** Keeps the pages read in full for the next build or start. */
    saveMemo: () => memo.save(),
    /** Writes the modules the bundler starts from; the page modules' sources by route (their keys hash them). */
    writeModules(extras: PageMetaExtras = {}): Promise<Map<string, string>> {
      const { generated, pages, routes, sidebar } = compiler.state;
      const files = pages.map((p) => p.file);
      // Only development modules carry the navigation's stamp (their table follows sidebar edits).
      const navigation = mode === 'development' ? sidebar : null;
      return writeGeneratedModules(remoteDir, section, files, routes, mode, navigation, {
        alternates: generated?.alternates,
        ...extras,
      });
    },
    routeTable(buildId: string): SectionRouteTable {
      const { routes, sidebar } = compiler.state;
      return { schemaVersion: 1, section, buildId, sidebar, routes };
    },
    navFile: (buildId: string): SectionNavFile => navFileOf(compiler.routeTable(buildId)),
    /**
     * The section's search documents: each page cut from its rendered HTML (`rendered`, the build)
     * or from its MDX (the dev server, which renders none: words only a component prints are missing).
     */
    async searchDocuments(rendered?: RenderedSections): Promise<SearchDocument[]> {
      const { pages, routes } = compiler.state;
      if (rendered) return documentsOf(routes.map((route) => ({ route, sections: rendered(route) })));
      await mdxPackages();
      return documentsOf(await search(pages, routes));
    },
    /** A page's text by its file from the repository root (what the compiler read), for problem lines. */
    textOf: ((file) => compiler.state.pages.find((p) => p.source === file)?.text ?? null) as TextOf,
  };
  return compiler;
}

export type SectionCompiler = Awaited<ReturnType<typeof createSectionCompiler>>;
