// The package's public entry: the embedded server (deploy's `serve --mcp`) and tests use these.
export { createDocsServer, SERVER_VERSION } from './server.ts';
export { mcpHttpHandler, MAX_REQUEST_BYTES, type HttpOptions } from './http.ts';
export { openSite } from './site-option.ts';
export { DocsSite } from './site/docs-site.ts';
export { folderReader } from './site/folder-reader.ts';
export { urlReader } from './site/url-reader.ts';
export type { SiteReader, SiteFile } from './site/site-reader.ts';
export { pageUri, PAGE_URI_PREFIX } from './resources.ts';
