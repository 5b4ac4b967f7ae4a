export { readPageMetadata, frontmatterSchema, type PageMetadata, type Frontmatter } from './mdx/metadata.ts';
export { mdxCompileOptions, MDX_PROVIDER } from './mdx/pipeline.ts';
export { buildRemote, type RemoteBuild } from './remote/build-remote.ts';
export { sharedSingletons, SSR_EXTERNALS, containerName, BROWSER_TARGETS } from './federation.ts';
export { moduleRules } from './swc-rules.ts';
export { runRspack } from './run-rspack.ts';
export { hashTree, BUILD_ID_LENGTH } from './hash-tree.ts';
export { proseWordCount } from './mdx/prose.ts';
export { scanContent, routeOfContentPath, type ContentFile } from './remote/content.ts';
