export { readPageMetadata, frontmatterSchema, type PageMetadata, type Frontmatter } from './mdx/metadata.ts';
export { mdxCompileOptions, MDX_PROVIDER, remarkPlugins } from './mdx/pipeline.ts';
export { buildRemote, type RemoteBuild, type BuildOptions } from './remote/build-remote.ts';
export { PAGE_KEYS_FILE } from './remote/page-keys.ts';
export { navFileOf, type SectionNavFile } from './remote/nav-file.ts';
export { sharedSingletons, SSR_EXTERNALS, BROWSER_TARGETS } from './federation.ts';
export { moduleRules } from './swc-rules.ts';
export { runRspack } from './run-rspack.ts';
export { hashTree, BUILD_ID_LENGTH } from './hash-tree.ts';
export { proseWordCount } from './mdx/prose.ts';
export { scanContent, routeOfContentPath, type ContentFile } from './remote/content.ts';
export { withBuildLock } from './build-lock.ts';
export { runContentStep, CONTENT_STEP, type GeneratedContent } from './remote/content-step.ts';
export { stepTimes } from './step-times.ts';
export { SEARCH_SKIP_CLASS, type PageSection } from './search/split-sections.ts';
export { searchDocuments, shardOf } from './search/build-shard.ts';
export { compileHintPlugin, COMPILE_HINT } from './compile-hint.ts';
export { validateAssets } from './assets/validate-assets.ts';
export { prepareSection, type PreparedSection, type PrepareOptions, type ReadMetadata } from './remote/prepare-section.ts';
export {
  DEV_GENERATED_DIR,
  DEV_PAGE_EVENT,
  DEV_ROUTES_EVENT,
  DEV_SEARCH_STAMP,
  devSearchStampSource,
} from './remote/dev-modules.ts';
export { remoteWebConfig } from './remote/rspack-config.ts';
export { lastUpdatedTimes } from './remote/last-updated.ts';
export { compileError } from './remote/page-errors.ts';
export type { BuildMode } from './swc-rules.ts';
export { cachedPageMetadata } from './cache/metadata-cache.ts';
export { buildDependencyDigest, cacheDirOf } from './cache/build-dependencies.ts';
