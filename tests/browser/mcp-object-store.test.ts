import assert from 'node:assert/strict';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from '@rstest/core';
import { SITE_URL } from '@roo-docs/schemas/contract';
import { httpMcp, serveWithMcp, type McpUnderTest } from '../support/mcp-clients.ts';
import { editedBuild, runRunner, testEndpoint, useBucketBehindEdge } from '../support/object-store.ts';
import { REPO_ROOT } from '../support/site.ts';

// `serve --mcp` on a bucket: the edge mounts /mcp and its tools read the site through the edge.
const origin = useBucketBehindEdge('mcp');
const WORD = 'platypusfixture';
let served: Awaited<ReturnType<typeof serveWithMcp>>;
let mcp: McpUnderTest;

beforeAll(async () => {
  const work = join(REPO_ROOT, '.tmp', 's3-work', `mcp-serve-${process.pid}`);
  served = await serveWithMcp(origin.url, { ...testEndpoint().env, ROO_DOCS_S3_WORK: work });
  mcp = await httpMcp(served.url);
});
afterAll(async () => {
  await mcp?.close();
  await served?.stop();
});

test('the tools answer from the bucket, as its edge serves it', async () => {
  const page = await mcp.call('read_page', { path: '/roo-code-cloud/login' });
  assert.equal(page.text, await (await fetch(`${origin.edge.url}/roo-code-cloud/login.md`)).text());
  const hits = (await mcp.call('search_docs', { query: 'task sync', limit: 3 })).structured!.hits as { url: string }[];
  assert.ok(
    hits.some((h) => h.url.startsWith(`${SITE_URL}/roo-code-cloud/task-sync`)),
    JSON.stringify(hits),
  );
  assert.ok((await mcp.call('read_page', { path: 'https://evil.example.com/x' })).isError);
});

test('a section published by another runner is what a call a few seconds later answers from', async () => {
  assert.deepEqual((await mcp.call('search_docs', { query: WORD, section: 'cloud' })).structured!.hits, []);
  const build = await editedBuild('cloud', 'content/roo-code-cloud/login.mdx', `The ${WORD} sentence of a second release.`);
  const published = await runRunner(origin.url, build, 'mcp-cloud');
  assert.equal(published.code, 0, published.err);
  // The edge re-reads its pointer every second, the MCP server its own every two: 5 s is plenty.
  const since = Date.now();
  for (;;) {
    const hits = (await mcp.call('search_docs', { query: WORD, section: 'cloud' })).structured!.hits as { url: string }[];
    if (hits[0]?.url.startsWith(`${SITE_URL}/roo-code-cloud/login`)) break;
    assert.ok(Date.now() - since < 5_000, `no hit for ${WORD} 5 s after the release`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.match((await mcp.call('read_page', { path: '/roo-code-cloud/login' })).text, new RegExp(WORD));
});
