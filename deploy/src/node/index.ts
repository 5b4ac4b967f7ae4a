// The public API of deploy, for tools that publish and serve sites of their own (the bench).
// Everything else in src/node is deploy's own and may move.
import { fileURLToPath } from 'node:url';

export { originAt, readPointer, sectionBuildDir, htmlFileOf, type Origin } from './origin/origin.ts';
export { publish, type PublishInput, type PublishReport } from './publish/publish.ts';
export { createOriginServer, listen, type ServerLimits } from './serve/serve.ts';
export { pageAnswerFor, prefersMarkdown, type PageAnswer } from './serve/page-negotiation.ts';
export { describeRelease } from './release/release-command.ts';
export { onObjectStore, openS3Site, type S3Site } from './s3/s3-site.ts';
export { readS3Pointer } from './s3/pointer-object.ts';
export { createEdgeServer } from './s3/edge/edge-server.ts';
export { testEndpoint as cephEndpoint } from './s3/store-for-tests.ts';

/** deploy's nginx rules for serving an origin (`deploy/nginx/site.conf`), to include in a server block. */
export const NGINX_SITE_CONF = fileURLToPath(new URL('../../nginx/site.conf', import.meta.url));

/** nginx's proxy_cache in front of the edges of a bucket origin (`deploy/nginx/edge-cache.conf`), to include in a server block. */
export const NGINX_EDGE_CACHE_CONF = fileURLToPath(new URL('../../nginx/edge-cache.conf', import.meta.url));
/** Its http-block half: the maps that sort requests by encoding and by HTML or Markdown. */
export const NGINX_EDGE_CACHE_MAPS_CONF = fileURLToPath(new URL('../../nginx/edge-cache-maps.conf', import.meta.url));

/** The deploy command line (`roo-docs-deploy`), for running its commands in a child process. */
export const DEPLOY_BIN = fileURLToPath(new URL('../../bin/roo-docs-deploy.js', import.meta.url));
