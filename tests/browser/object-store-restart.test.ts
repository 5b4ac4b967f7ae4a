import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@rstest/core';
import type { RemoteBuild } from '@roo-docs/section-build';
import { readS3Pointer } from '../../deploy/src/node/s3/pointer-object.ts';
import type { ObjectStore } from '../../deploy/src/node/s3/store.ts';
import {
  answersWithin5s,
  editedBuild,
  ownEndpoint,
  pausedRunner,
  publishToBucket,
  runRunner,
  startEdge,
  type Edge,
  type OwnEndpoint,
} from '../support/object-store.ts';

// The gateway process itself killed (SIGKILL, as a crash or an OOM kill) and started again, the
// monitor and the OSD staying up (scripts/object-store/ceph.sh kill-rgw / start-rgw), while an
// edge serves and while publishes run. On a cluster of this file's own: the files after it keep
// the shared one.
let cluster: OwnEndpoint;
let url: string;
let store: ObjectStore;
let edge: Edge;
const builds: RemoteBuild[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const marker = (n: number) => `A sentence of restart drill build ${n}.`;

beforeAll(async () => {
  cluster = ownEndpoint();
  ({ url, store } = await publishToBucket('restart', cluster));
  edge = await startEdge(store, 500);
  for (const n of [0, 1, 2]) builds.push(await editedBuild('cloud', 'content/roo-code-cloud/login.mdx', marker(n)));
});
afterAll(async () => {
  await edge?.close();
  cluster?.close();
});

const status = async (path: string) => (await fetch(`${edge.url}${path}`)).status;
const liveCloud = async () => (await readS3Pointer(store))!.doc.remotes.sections.cloud!.buildId;

test('with the gateway killed the edge serves what it holds, 503 with the site headers for the rest, and is back within seconds of the gateway', async () => {
  for (const path of ['/', '/roo-code-cloud/login']) assert.equal(await status(path), 200, path);
  cluster.killGateway();
  try {
    // Past the edge's pointer TTL: it has asked the gateway again and been refused.
    await sleep(700);
    for (const path of ['/', '/roo-code-cloud/login']) assert.equal(await status(path), 200, `${path} is held in memory`);
    const down = await fetch(`${edge.url}/providers/ollama`);
    assert.equal(down.status, 503);
    assert.equal(down.headers.get('retry-after'), '1');
    assert.equal(down.headers.get('cache-control'), 'no-store');
    for (const header of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy'])
      assert.ok(down.headers.get(header), `the 503 carries ${header}`);
  } finally {
    cluster.startGateway();
  }
  const back = Date.now();
  while ((await status('/providers/ollama')) !== 200) {
    assert.ok(Date.now() - back < 10_000, 'the edge serves from the gateway again within 10 s of its return');
    await sleep(100);
  }
  console.log(`edge: pages it did not hold served again ${Date.now() - back} ms after the gateway answered`);
});

test('a publish whose gateway is killed mid-upload, or just before its swap, rides it out and lands', async () => {
  for (const [n, point] of [
    [1, 's3:mid-upload'],
    [2, 's3:before-swap'],
  ] as const) {
    const runner = await pausedRunner(url, builds[n]!, 'restart-ride', point, cluster.env);
    await runner.paused;
    cluster.killGateway();
    runner.resume();
    await sleep(1500);
    assert.equal(await status('/'), 200, `${point}: the edge serves meanwhile`);
    cluster.startGateway();
    const run = await runner.done;
    assert.equal(run.code, 0, `${point}: ${run.err}`);
    assert.match(run.err, /the object store is out \(step '[^']+'/, `${point}: it met the outage and waited for the gateway`);
    assert.equal(await liveCloud(), builds[n]!.buildId, point);
    await answersWithin5s(edge.url, '/roo-code-cloud/login', marker(n));
  }
});

test('a publish whose gateway stays away past its wait fails naming its step, the pointer unchanged; the next one lands', async () => {
  const before = (await readS3Pointer(store))!.doc;
  const runner = await pausedRunner(url, builds[0]!, 'restart-fail', 's3:mid-upload', {
    ...cluster.env,
    ROO_DOCS_S3_OUTAGE_S: '3',
  });
  await runner.paused;
  cluster.killGateway();
  runner.resume();
  const run = await runner.done;
  cluster.startGateway();
  assert.equal(run.code, 1, run.err);
  // The step it stopped in: the build's upload (its files, or the check for its file list).
  assert.match(run.err, /error: object store, step 'upload builds?[^']*': .*ECONNREFUSED.*\(the store was out for \d+ s\)/);
  const now = (await readS3Pointer(store))!.doc;
  assert.deepEqual([now.remotes, now.sets], [before.remotes, before.sets], 'nothing of the failed publish is live');
  const next = await runRunner(url, builds[0]!, 'restart-fail', cluster.env);
  assert.equal(next.code, 0, next.err);
  assert.equal(await liveCloud(), builds[0]!.buildId);
  await answersWithin5s(edge.url, '/roo-code-cloud/login', marker(0));
});
