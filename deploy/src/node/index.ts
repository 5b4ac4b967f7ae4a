// The public API of deploy, for tools that publish and serve sites of their own (the bench).
// Everything else in src/node is deploy's own and may move.
import { fileURLToPath } from 'node:url';

export { originAt, readPointer, sectionBuildDir, htmlFileOf, type Origin } from './origin/origin.ts';
export { publish, type PublishInput, type PublishReport } from './publish/publish.ts';
export { createOriginServer, listen, type ServerLimits } from './serve/serve.ts';
export { pageAnswerFor, prefersMarkdown, type PageAnswer } from './serve/page-negotiation.ts';
export { describeRelease } from './release/release-command.ts';

/** deploy's nginx rules for serving an origin (`deploy/nginx/site.conf`), to include in a server block. */
export const NGINX_SITE_CONF = fileURLToPath(new URL('../../nginx/site.conf', import.meta.url));

/** The deploy command line (`roo-docs-deploy`), for running its commands in a child process. */
export const DEPLOY_BIN = fileURLToPath(new URL('../../bin/roo-docs-deploy.js', import.meta.url));
