export { readPageMetadata, frontmatterSchema, type PageMetadata, type Frontmatter } from './mdx/metadata.ts';
export { mdxCompileOptions, MDX_PROVIDER } from './mdx/pipeline.ts';
