// The site's contract as plain TypeScript, no zod: browser code imports values from here without
// bundling the schema library. The zod schemas in `../site` check documents against these types.
// One small file per fact, so a bundle that uses one of them takes that file alone.
export * from './section-record.ts';
export * from './sections.ts';
export * from './layout.ts';
export * from './artefacts.ts';
export * from './container-name.ts';
export * from './pointer.ts';
export * from './dev-origin.ts';
export * from './loopback-policy.ts';
export * from './routes-module.ts';
export * from './site-config.ts';
export * from './search-contexts.ts';
export * from './sidebar.ts';
export * from './route-table.ts';
export * from './dev-events.ts';
export * from './markdown-twin.ts';
export * from './page-scripts.ts';
export * from './release-list.ts';
export * from './docs-mcp.ts';
export * from './nav-file.ts';
