import assert from 'node:assert/strict';
import { CreateMultipartUploadCommand, ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, test } from '@rstest/core';
import type { RemoteBuild } from '@roo-docs/section-build';
import { createS3Client } from '../../deploy/src/node/s3/client.ts';
import { buildListKey, setKey } from '../../deploy/src/node/s3/layout.ts';
import { readS3Pointer } from '../../deploy/src/node/s3/pointer-object.ts';
import { s3Prune } from '../../deploy/src/node/s3/s3-prune.ts';
import { ObjectStore } from '../../deploy/src/node/s3/store.ts';
import { buildsOf } from '../../deploy/src/node/s3/sync-down.ts';
import { editedBuild, publishToBucket, runRunner, startEdge, testEndpoint, type Edge } from '../support/object-store.ts';
import { storeProxy } from '../support/store-proxy.ts';

// Every fault point a folder publish has, the object store's own (mid-upload, after the uploads,
// just before the swap), a store that throttles, fails or goes away, and the prune that follows.
const MARKER = 'A sentence only the new build of cloud has.';
const FAULTS = [
  's3:mid-upload',
  'staged',
  'filled',
  'journal',
  'linked',
  'switched',
  'history',
  'unlinked',
  'cleanup',
  's3:builds-uploaded',
  's3:pages-uploaded',
  's3:before-swap',
];
let url: string;
let store: ObjectStore;
let edge: Edge;
let proxy: Awaited<ReturnType<typeof storeProxy>>;
let next: RemoteBuild;

beforeAll(async () => {
  ({ url, store } = await publishToBucket('faults'));
  proxy = await storeProxy(testEndpoint().env.AWS_ENDPOINT_URL!);
  // The edge reads the store through the proxy, so the test can take the store away from it.
  edge = await startEdge(
    new ObjectStore(
      createS3Client({ ...testEndpoint().env, AWS_ENDPOINT_URL: proxy.url, ROO_DOCS_S3_ATTEMPTS: '2' }),
      store.location,
    ),
    500,
  );
  next = await editedBuild('cloud', 'content/roo-code-cloud/login.mdx', MARKER);
});
afterAll(async () => {
  await edge?.close();
  await proxy?.close();
  testEndpoint().close();
});

const loginPage = async () => {
  const res = await fetch(`${edge.url}/roo-code-cloud/login`);
  return { status: res.status, text: await res.text() };
};
const liveCloud = async () => (await readS3Pointer(store))!.doc.remotes.sections.cloud!.buildId;

test('killed at any step of a publish, the live site stays whole; the next run publishes', async () => {
  const before = await liveCloud();
  for (const fault of FAULTS) {
    const run = await runRunner(url, next, 'faulty', { ROO_DEPLOY_FAULT: fault });
    assert.equal(run.signal, 'SIGKILL', `${fault}: the runner was killed there (${run.err})`);
    assert.match(run.err, new RegExp(`fault: killed at '${fault}'`));
    assert.equal(await liveCloud(), before, `${fault}: the pointer still names the old build`);
    const page = await loginPage();
    assert.equal(page.status, 200, fault);
    assert.ok(!page.text.includes(MARKER), `${fault}: no reader sees the new build`);
  }
  const clean = await runRunner(url, next, 'faulty');
  assert.equal(clean.code, 0, clean.err);
  assert.equal(await liveCloud(), next.buildId);
  const since = Date.now();
  while (!(await loginPage()).text.includes(MARKER)) {
    assert.ok(Date.now() - since < 5000, 'the edge shows the new build within 5 s');
    await new Promise((r) => setTimeout(r, 100));
  }
});

test('a throttling store is ridden out; a store refusing a step fails the publish naming it, nothing goes live', async () => {
  const live = await liveCloud();
  const other = await editedBuild('cloud', 'content/roo-code-cloud/login.mdx', 'Yet another build of cloud.');
  let n = 0;
  proxy.rule = (req) => (req.method === 'PUT' && ++n % 3 === 0 ? { status: 503, code: 'SlowDown' } : 'pass');
  const throttled = await runRunner(url, other, 'throttled', { AWS_ENDPOINT_URL: proxy.url });
  assert.equal(throttled.code, 0, throttled.err);
  assert.equal(await liveCloud(), other.buildId);
  assert.ok(n > 10, 'the proxy saw the uploads');
  proxy.rule = (req) =>
    req.method === 'PUT' && /\/sets\//.test(req.url ?? '') ? { status: 500, code: 'InternalError' } : 'pass';
  const refused = await runRunner(url, next, 'refused', { AWS_ENDPOINT_URL: proxy.url, ROO_DOCS_S3_ATTEMPTS: '3' });
  proxy.rule = () => 'pass';
  assert.equal(refused.code, 1);
  assert.match(refused.err, /object store, step 'upload page sets': InternalError \(HTTP 500\)/);
  assert.ok(!refused.err.includes(testEndpoint().env.AWS_SECRET_ACCESS_KEY!), 'no secret in the message');
  assert.equal(await liveCloud(), other.buildId, 'the refused publish changed nothing');
  assert.notEqual(live, undefined);
});

test('with its store gone, the edge still serves the pages it holds and answers 503 with the site headers for the rest', async () => {
  assert.equal((await loginPage()).status, 200);
  proxy.rule = () => ({ status: 500, code: 'InternalError' });
  try {
    await new Promise((r) => setTimeout(r, 700));
    assert.equal((await loginPage()).status, 200, 'a page the edge has sent is kept in memory (its name is its hash)');
    const down = await fetch(`${edge.url}/providers/ollama`);
    assert.equal(down.status, 503);
    assert.equal(down.headers.get('retry-after'), '1');
    assert.equal(down.headers.get('x-content-type-options'), 'nosniff');
  } finally {
    proxy.rule = () => 'pass';
  }
  assert.equal((await fetch(`${edge.url}/providers/ollama`)).status, 200);
});

test('prune reclaims what killed publishes left (page sets, pages, unfinished uploads) and keeps the site whole', async () => {
  const client = createS3Client(testEndpoint().env);
  const { Bucket } = { Bucket: store.location.bucket };
  await client.send(new CreateMultipartUploadCommand({ Bucket, Key: `${store.location.prefix}public/_assets/left-behind` }));
  const removed = await s3Prune(store, { keepReleases: 5, graceHours: 24, now: new Date(Date.now() + 48 * 3600_000) });
  assert.ok(
    removed.some((r) => r.startsWith('sets/')),
    `dead page sets removed: ${removed.join(', ')}`,
  );
  assert.ok(removed.includes('1 unfinished multipart upload(s)'), removed.join(', '));
  const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket }));
  assert.equal(uploads.Uploads?.length ?? 0, 0);
  const pointer = (await readS3Pointer(store))!.doc;
  for (const ref of buildsOf(pointer.remotes)) assert.ok(await store.exists(buildListKey(ref), 'test'), `${ref.id} kept`);
  for (const id of Object.values(pointer.sets)) assert.ok(await store.exists(setKey(id), 'test'), `${id} kept`);
  for (const path of ['/', '/features/checkpoints', '/roo-code-cloud/login', '/update-notes/']) {
    assert.equal((await fetch(`${edge.url}${path}`)).status, 200, path);
  }
});
