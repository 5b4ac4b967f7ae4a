import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@rstest/core';
import type { RemoteBuild } from '@roo-docs/section-build';
import { createS3Client } from '../../deploy/src/node/s3/client.ts';
import { readS3Pointer } from '../../deploy/src/node/s3/pointer-object.ts';
import { ObjectStore } from '../../deploy/src/node/s3/store.ts';
import { editedBuild, publishToBucket, runRunner, startEdge, testEndpoint, type Edge } from '../support/object-store.ts';
import { buildAllOnce } from '../support/site.ts';
import { storeProxy, type StoreProxy } from '../support/store-proxy.ts';

// A slow store: a proxy in front of the real gateway adds 300 ms to every request and stalls a
// connection outright (reads the request, never answers). The runner and the edge reach the
// store only through it.
let url: string;
let store: ObjectStore;
let proxy: StoreProxy;
let edge: Edge;
const builds: RemoteBuild[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const slow = () => ({ AWS_ENDPOINT_URL: proxy.url });

beforeAll(async () => {
  ({ url, store } = await publishToBucket('slow'));
  proxy = await storeProxy(testEndpoint().env.AWS_ENDPOINT_URL!);
  edge = await startEdge(new ObjectStore(createS3Client({ ...testEndpoint().env, ...slow() }), store.location), 500);
  for (const n of [1, 2]) builds.push(await editedBuild('cloud', 'content/roo-code-cloud/login.mdx', `Slow store build ${n}.`));
  // The runner's work folder holds the live site already (publishing what is live changes nothing),
  // so the slow runs below upload their build rather than download the whole site.
  const live = (await buildAllOnce()).sections.find((s) => s.section === 'cloud')!;
  assert.equal((await runRunner(url, live, 'slow')).code, 0);
});
afterAll(async () => {
  await edge?.close();
  await proxy?.close();
  testEndpoint().close();
});

const liveCloud = async () => (await readS3Pointer(store))!.doc.remotes.sections.cloud!.buildId;

test('a publish through a store 300 ms slow per request, one upload of it stalled, completes: the stall is cut and retried', async () => {
  proxy.latencyMs = 300;
  let stalled = false;
  proxy.rule = (req) => {
    if (stalled || req.method !== 'PUT' || !/\/public\/_mf\/cloud\//.test(req.url ?? '')) return 'pass';
    stalled = true;
    return 'stall';
  };
  try {
    // Without a timeout on the store's connections the stalled upload would hold the publish for ever.
    const run = await runRunner(url, builds[0]!, 'slow', slow(), 180_000);
    assert.equal(run.signal, null, 'the publish ended by itself');
    assert.equal(run.code, 0, run.err);
    assert.deepEqual(proxy.stalls, { taken: 1, closed: 1 }, 'the stalled connection was given up on, its upload sent again');
  } finally {
    proxy.rule = () => 'pass';
    proxy.latencyMs = 0;
  }
  assert.equal(await liveCloud(), builds[0]!.buildId);
});

test('with every pointer read stalled, the edge answers the pages it holds at once from memory', async () => {
  for (const path of ['/', '/roo-code-cloud/login']) assert.equal((await fetch(`${edge.url}${path}`)).status, 200);
  const before = { ...proxy.stalls };
  proxy.latencyMs = 300;
  proxy.rule = (req) => (req.method === 'GET' && /\/pointer\.json/.test(req.url ?? '') ? 'stall' : 'pass');
  try {
    // Past the pointer's TTL the edge reads it again (in the background, every 500 ms), and that read hangs.
    for (const since = Date.now(); proxy.stalls.taken === before.taken; await sleep(50))
      assert.ok(Date.now() - since < 5000, 'the edge reads the pointer again, and the read is stalled');
    for (const path of ['/', '/roo-code-cloud/login']) {
      const res = await fetch(`${edge.url}${path}`);
      assert.equal(res.status, 200, path);
      // Answered while the stalled read is still open: the page did not wait for the pointer.
      assert.equal(proxy.stalls.closed, before.closed, `${path} was answered before the stalled pointer read ended`);
    }
  } finally {
    proxy.rule = () => 'pass';
    proxy.latencyMs = 0;
  }
});

test("a pointer swap that lands but whose answer is lost is known for the publish's own: the publish succeeds", async () => {
  let lost = 0;
  proxy.rule = (req) => (req.method === 'PUT' && /\/pointer\.json/.test(req.url ?? '') && lost++ === 0 ? 'lose-answer' : 'pass');
  try {
    const run = await runRunner(url, builds[1]!, 'slow', slow());
    assert.equal(run.code, 0, run.err);
    assert.ok(lost >= 2, 'the swap was sent again after its answer was lost');
  } finally {
    proxy.rule = () => 'pass';
  }
  assert.equal(await liveCloud(), builds[1]!.buildId);
});
