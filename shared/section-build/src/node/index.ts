export { buildRemote, type RemoteBuild, type BuildOptions } from './build/build-remote.ts';
export { PAGE_KEYS_FILE } from './build/page-keys.ts';
export { listSiteFiles, siteFileFault } from './build/site-files.ts';
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
export { useToolCatalogue, type ToolCatalogue } from './mdx/tool-catalogue-source.ts';
export { proseWordCount } from './mdx/prose.ts';
export { readFrontmatterOnly } from './mdx/frontmatter-only.ts';
export { scanContent, routeOfContentPath, type ContentFile } from './pages/content.ts';
export { runContentStep, loadContentStep, CONTENT_STEP, type ContentStep, type GeneratedContent } from './pages/content-step.ts';
export { prepareSection, type PreparedSection, type PrepareOptions, type ReadMetadata } from './pages/prepare-section.ts';
export { lastUpdatedTimes } from './pages/last-updated.ts';
export { compileError, messagePlace } from './pages/page-errors.ts';
export { navFileOf, type SectionNavFile } from './route-table/nav-file.ts';
export { pageModuleName } from './route-table/routes-module.ts';
export {
  DEV_GENERATED_DIR,
  DEV_PAGE_EVENT,
  DEV_ROUTES_EVENT,
  DEV_SEARCH_STAMP,
  devSearchStampSource,
} from './route-table/dev-modules.ts';
export { sharedSingletons } from './federation/shared-modules.ts';
export { remoteWebConfig } from './federation/rspack-config.ts';
export { SEARCH_SKIP_CLASS, type PageSection } from './search/split-sections.ts';
export { searchDocuments, shardOf, shardOfInSlices } from './search/build-shard.ts';
export { readKnownText, writeIfChanged } from './files/known-files.ts';
export { cachedPageMetadata, type MetadataCacheOptions } from './cache/metadata-cache.ts';
export { buildDependencyDigest, cacheDirOf } from './cache/build-dependencies.ts';
