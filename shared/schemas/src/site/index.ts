export * from './sections.ts';
export * from './search-contexts.ts';
export * from './route-table.ts';
export * from './remotes-pointer.ts';
export * from './search-shard.ts';
