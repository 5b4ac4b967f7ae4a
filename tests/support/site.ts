import { mkdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { originAt, type Origin } from '../../deploy/src/node/origin/origin.ts';
import { publish } from '../../deploy/src/node/publish/publish.ts';
import { createOriginServer, listen } from '../../deploy/src/node/serve/serve.ts';
import { REPO_ROOT } from './repo-root.ts';
import { buildAllOnce } from './site-builds.ts';

export { REPO_ROOT } from './repo-root.ts';
export { buildAllOnce } from './site-builds.ts';

export interface TestSite {
  origin: Origin;
  url: string;
  close(): Promise<void>;
}

/**
 * A fresh origin with the whole site published, served on 127.0.0.1 at a free port. Origins sit
 * inside the repository so prerendering resolves React from its node_modules.
 */
export async function publishTestSite(name: string): Promise<TestSite> {
  const { shell, sections } = await buildAllOnce();
  const dir = join(REPO_ROOT, '.tmp', 'origins', `${name}-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const origin = originAt(dir);
  await publish({ origin, shell, sections });
  const server: Server = createOriginServer(dir);
  const port = await listen(server, 0);
  return {
    origin,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
