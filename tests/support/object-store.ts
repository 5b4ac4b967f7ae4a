import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from '@rstest/core';
import { runChild, type ChildResult } from '@roo-docs/bench/run-child';
import { buildRemote, type RemoteBuild } from '@roo-docs/section-build';
import type { SectionName } from '@roo-docs/schemas';
import { publish } from '../../deploy/src/node/publish/publish.ts';
import { createEdgeServer } from '../../deploy/src/node/s3/edge/edge-server.ts';
import { onObjectStore, openS3Site, type S3Site } from '../../deploy/src/node/s3/s3-site.ts';
import type { ObjectStore } from '../../deploy/src/node/s3/store.ts';
import { testEndpoint, type TestEndpoint } from '../../deploy/src/node/s3/store-for-tests.ts';
import { listen } from '../../deploy/src/node/serve/serve.ts';
import { buildAllOnce, REPO_ROOT } from './site.ts';
import { inventoryCopyDir } from './update-notes-copy.ts';

export { testEndpoint };
export { ownEndpoint, type OwnEndpoint } from '../../deploy/src/node/s3/store-for-tests.ts';

/** A runner of its own on a bucket: its own work folder, as a separate CI machine would have. */
export function runnerOn(url: string, name: string, endpoint: TestEndpoint = testEndpoint()): S3Site {
  const work = join(REPO_ROOT, '.tmp', 's3-work', `${name}-${process.pid}`);
  return openS3Site(url, REPO_ROOT, { ...endpoint.env, ROO_DOCS_S3_WORK: work });
}

/** A fresh bucket with the whole site published into it by one runner. */
export async function publishToBucket(
  name: string,
  endpoint: TestEndpoint = testEndpoint(),
): Promise<{ url: string; store: ObjectStore; site: S3Site }> {
  const { shell, sections } = await buildAllOnce();
  const { url, store } = await endpoint.bucket(name);
  const site = runnerOn(url, `${name}-a`, endpoint);
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

/**
 * For one test file: a fresh bucket with the whole site published into it and an edge before it
 * (pointer cached 0.5 s), ready in the file's first `beforeAll` and closed after its tests.
 */
export function useBucketBehindEdge(name: string): { url: string; store: ObjectStore; edge: Edge } {
  const origin = {} as { url: string; store: ObjectStore; edge: Edge };
  beforeAll(async () => {
    const { url, store } = await publishToBucket(name);
    Object.assign(origin, { url, store, edge: await startEdge(store, 500) });
  });
  afterAll(async () => {
    await origin.edge?.close();
    testEndpoint().close();
  });
  return origin;
}

/**
 * Waits until `base` answers `path` with a body holding `text` (with a 404 for null), failing
 * after 5 s: the time within which a switch reaches every edge.
 */
export async function answersWithin5s(base: string, path: string, text: string | null): Promise<void> {
  const since = Date.now();
  for (;;) {
    const res = await fetch(`${base}${path}`);
    const body = await res.text();
    if (text === null ? res.status === 404 : res.status === 200 && body.includes(text)) return;
    assert.ok(Date.now() - since < 5000, `${base}${path} answers as the pointer says within 5 s (${res.status})`);
    await new Promise((r) => setTimeout(r, 100));
  }
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
 * The command line on a bucket (`SITE_DIR=s3://…`), run as its own process by one runner whose
 * work folder is `workDir`, releasing into the update-notes copy `remoteDir`.
 */
export function deployCli(url: () => string, workDir: string, remoteDir: string) {
  return (args: string[], env: NodeJS.ProcessEnv = {}) =>
    runChild('node', [join(REPO_ROOT, 'deploy/bin/roo-docs-deploy.js'), ...args], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...testEndpoint().env,
        SITE_DIR: url(),
        ROO_DOCS_S3_WORK: workDir,
        UPDATE_NOTES_DIR: remoteDir,
        INVENTORY_DIR: inventoryCopyDir(dirname(remoteDir)),
        ...env,
      },
    });
}

/** The command line that publishes `build` as one runner (tests/support/s3-runner.mjs), and its environment. */
async function runnerCommand(url: string, build: RemoteBuild, name: string, env: NodeJS.ProcessEnv) {
  const file = join(REPO_ROOT, '.tmp', 's3-work', `${name}-${process.pid}.build.json`);
  await writeFile(file, JSON.stringify(build));
  const work = join(REPO_ROOT, '.tmp', 's3-work', `${name}-${process.pid}`);
  return {
    args: [join(REPO_ROOT, 'tests/support/s3-runner.mjs'), url, file],
    // An endpoint named in `env` (a file's own cluster) is the only one the runner needs.
    env: { ...process.env, ...(env.AWS_ENDPOINT_URL ? {} : testEndpoint().env), ROO_DOCS_S3_WORK: work, ...env },
  };
}

/**
 * Publishes `build` from a separate process with its own work folder (tests/support/s3-runner.mjs):
 * what a second CI machine shares with the first is the endpoint and the bucket, nothing else.
 * `env` may name another endpoint (an OwnEndpoint's `env`); past `timeout` ms the runner is killed.
 */
export async function runRunner(
  url: string,
  build: RemoteBuild,
  name: string,
  env: NodeJS.ProcessEnv = {},
  timeout?: number,
): Promise<ChildResult> {
  const { args, env: childEnv } = await runnerCommand(url, build, name, env);
  return runChild('node', args, { env: childEnv, ...(timeout ? { timeout } : {}) });
}

/**
 * A runner started with `ROO_DEPLOY_PAUSE=<point>`: `paused` resolves once it has stopped itself
 * there (SIGSTOP), `resume()` sends it SIGCONT, `done` is its end.
 */
export async function pausedRunner(url: string, build: RemoteBuild, name: string, point: string, env: NodeJS.ProcessEnv) {
  const { args, env: childEnv } = await runnerCommand(url, build, name, { ...env, ROO_DEPLOY_PAUSE: point });
  const child = spawn('node', args, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  let onPause: () => void = () => {};
  const paused = new Promise<void>((resolve) => (onPause = resolve));
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => {
    err += String(d);
    if (err.includes(`fault: paused at '${point}'`)) onPause();
  });
  const done = new Promise<ChildResult>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, out, err })));
  return {
    paused: Promise.race([paused, done.then((r) => Promise.reject(new Error(`the runner ended before '${point}': ${r.err}`)))]),
    resume: () => child.kill('SIGCONT'),
    done,
  };
}
