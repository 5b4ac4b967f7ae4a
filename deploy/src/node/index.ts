// The public API of deploy, for tools that publish and serve sites of their own (the bench).
// Everything else in src/node is deploy's own and may move.
import { fileURLToPath } from 'node:url';

export { originAt, readPointer, sectionBuildDir, htmlFileOf, type Origin } from './origin/origin.ts';
export { publish, type PublishInput, type PublishReport } from './publish/publish.ts';
export { createOriginServer, listen, type ServerLimits } from './serve/serve.ts';
export { describeRelease } from './release/release-command.ts';

/** The deploy command line (`roo-docs-deploy`), for running its commands in a child process. */
export const DEPLOY_BIN = fileURLToPath(new URL('../../bin/roo-docs-deploy.js', import.meta.url));
