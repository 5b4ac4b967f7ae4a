export { buildRemote, type RemoteBuild, type BuildOptions } from './build/build-remote.ts';
export { PAGE_KEYS_FILE } from './build/page-keys.ts';
export { listSiteFiles, siteFileFault } from './build/site-files.ts';
export {
  createSectionCompiler,
  type SectionCompiler,
  type SectionCompilerOptions,
  type RenderedSections,
} from './compiler/section-compiler.ts';
export type { CompiledPage, CompilerState, SiteRoutes } from './compiler/state.ts';
export { PAGE_MEMO_FILE } from './compiler/page-memo.ts';
export {
  readPageMetadata,
  frontmatterSchema,
  type PageMetadata,
  type Frontmatter,
  type ReadPageOptions,
} from './mdx/metadata.ts';
export { mdxCompileOptions, MDX_PROVIDER, remarkPlugins } from './mdx/pipeline.ts';
export { loadedMdxPackages, mdxPackages, type MdxPackages } from './mdx/packages.ts';
export { warmMdxPipeline } from './mdx/warm-pipeline.ts';
export { proseWordCount } from './mdx/prose.ts';
export { scanContent, routeOfContentPath, type ContentFile } from './pages/content.ts';
export { runContentStep, loadContentStep, CONTENT_STEP, type ContentStep, type GeneratedContent } from './pages/content-step.ts';
export { checkCrossLinks, plannedRoutes, type CrossLinkReport, type CrossLinkRules, type ExternalLink } from './pages/links.ts';
export {
  errorsOf,
  formatProblem,
  PageProblemsError,
  placeOf,
  problemOfError,
  textInCheckout,
  warningsOf,
  type Problem,
  type TextOf,
} from './problems/problem.ts';
export { pageModuleName } from './route-table/routes-module.ts';
export { DEV_GENERATED_DIR, DEV_SEARCH_STAMP, devSearchStampSource } from './route-table/dev-modules.ts';
export { sharedSingletons } from './federation/shared-modules.ts';
export { remoteWebConfig } from './federation/rspack-config.ts';
export { SEARCH_SKIP_CLASS, type PageSection } from './search/split-sections.ts';
export { searchDocuments, shardOf, shardOfInSlices } from './search/build-shard.ts';
export { readKnownText, writeIfChanged } from './files/known-files.ts';
export { buildDependencyDigest, cacheDirOf } from './cache/build-dependencies.ts';
