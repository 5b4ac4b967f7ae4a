import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { runChild, type ChildResult } from '@roo-docs/bench/run-child';
import { buildRemote, type RemoteBuild } from '@roo-docs/section-build';
import type { SectionName } from '@roo-docs/schemas';
import { publish } from '../../deploy/src/node/publish/publish.ts';
import { createEdgeServer } from '../../deploy/src/node/s3/edge/edge-server.ts';
import { onObjectStore, openS3Site, type S3Site } from '../../deploy/src/node/s3/s3-site.ts';
import type { ObjectStore } from '../../deploy/src/node/s3/store.ts';
import { testEndpoint } from '../../deploy/src/node/s3/store-for-tests.ts';
import { listen } from '../../deploy/src/node/serve/serve.ts';
import { buildAllOnce, REPO_ROOT } from './site.ts';

export { testEndpoint };

/** A runner of its own on a bucket: its own work folder, as a separate CI machine would have. */
export function runnerOn(url: string, name: string): S3Site {
  const work = join(REPO_ROOT, '.tmp', 's3-work', `${name}-${process.pid}`);
  return openS3Site(url, REPO_ROOT, { ...testEndpoint().env, ROO_DOCS_S3_WORK: work });
}

/** A fresh bucket with the whole site published into it by one runner. */
export async function publishToBucket(name: string): Promise<{ url: string; store: ObjectStore; site: S3Site }> {
  const { shell, sections } = await buildAllOnce();
  const { url, store } = await testEndpoint().bucket(name);
  const site = runnerOn(url, `${name}-a`);
  await rm(site.work.dir, { recursive: true, force: true });
  await onObjectStore(site, (work) => publish({ origin: work, shell, sections }));
  return { url, store, site };
}

export interface Edge {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startEdge(store: ObjectStore, pointerTtlMs = 1000): Promise<Edge> {
  const server = createEdgeServer(store, { pointerTtlMs });
  const port = await listen(server, 0);
  return { url: `http://127.0.0.1:${port}`, server, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A real build of a section from a copy of its folder with one sentence added to `page`. */
export async function editedBuild(section: SectionName, page: string, sentence: string): Promise<RemoteBuild> {
  const copy = join(REPO_ROOT, '.tmp', 'remote-copies', `${section}-${sentence.replace(/\W+/g, '-')}-${process.pid}`);
  await rm(copy, { recursive: true, force: true });
  await cp(join(REPO_ROOT, 'remotes', section), copy, { recursive: true, filter: (src) => !src.includes('/dist') });
  const file = join(copy, page);
  await writeFile(file, `${await readFile(file, 'utf8')}\n\n${sentence}\n`);
  return buildRemote(REPO_ROOT, section, { remoteDir: copy });
}

/**
 * Publishes `build` from a separate process with its own work folder (tests/support/s3-runner.mjs):
 * what a second CI machine shares with the first is the endpoint and the bucket, nothing else.
 */
export async function runRunner(
  url: string,
  build: RemoteBuild,
  name: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ChildResult> {
  const file = join(REPO_ROOT, '.tmp', 's3-work', `${name}-${process.pid}.build.json`);
  await writeFile(file, JSON.stringify(build));
  const work = join(REPO_ROOT, '.tmp', 's3-work', `${name}-${process.pid}`);
  return runChild('node', [join(REPO_ROOT, 'tests/support/s3-runner.mjs'), url, file], {
    env: { ...process.env, ...testEndpoint().env, ROO_DOCS_S3_WORK: work, ...env },
  });
}
