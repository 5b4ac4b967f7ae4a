// The zod schemas of the site's documents; the types they check live in `../contract`.
export * from './sections.ts';
export * from './search-contexts.ts';
export * from './route-table.ts';
export * from './remotes-pointer.ts';
export * from './search-shard.ts';
export * from './doc-entry.ts';
export * from './docs-version.ts';
export * from './locale.ts';
export * from './screenshots.ts';
export * from './release-list.ts';
