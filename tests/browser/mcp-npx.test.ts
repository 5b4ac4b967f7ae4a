import assert from 'node:assert/strict';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from '@rstest/core';
import { BUNDLE_ENGINES, BUNDLE_FILE, bundleLoads, foreignLoads } from '@roo-docs/mcp/build';
import { DOCS_MCP_BIN, DOCS_MCP_PACKAGE, SITE_URL } from '@roo-docs/schemas/contract';
import { npxMcp, type McpUnderTest } from '../support/mcp-clients.ts';
import { packMcp, type PackedMcp } from '../support/mcp-package.ts';
import { withSite } from '../support/with-site.ts';

// What a reader's Roo Code does with the docs page's snippet: `npx -y <package> --site <site>`,
// here on the packed tarball, with an npm cache that holds nothing and may fetch nothing.
const site = withSite('mcp-npx', { browser: false });
// Outside the repository, so npx cannot find the workspace's own @roo-docs/mcp and run that instead.
const work = join(tmpdir(), `roo-docs-mcp-npx-${process.pid}`);
const cache = join(work, 'npm-cache');
let packed: PackedMcp;
let mcp: McpUnderTest;
let coldStartMs: number;

beforeAll(async () => {
  await rm(work, { recursive: true, force: true });
  await mkdir(cache, { recursive: true });
  packed = await packMcp(work);
  const started = performance.now();
  mcp = await npxMcp(packed.tarball, site.origin.dir, { cwd: work, cache });
  await mcp.client.listTools();
  coldStartMs = performance.now() - started;
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `mcp bundle ${kib(packed.bytes)} (${kib(packed.gzipBytes)} gzip); npx cold start to first answer ${coldStartMs.toFixed(0)} ms`,
  );
});
afterAll(async () => {
  await mcp?.close();
  await rm(work, { recursive: true, force: true });
});

test('npm pack names the tarball after the package and its version', () => {
  assert.equal(packed.tarball, join(work, `roo-docs-mcp-${packed.version}.tgz`));
});

test('npx installed the package alone, from the tarball, with no dependency', async () => {
  const installs = await readdir(join(cache, '_npx'));
  assert.equal(installs.length, 1, `npx installs: ${installs.join(', ')}`);
  const modules = join(cache, '_npx', installs[0]!, 'node_modules');
  assert.deepEqual(
    (await readdir(modules)).filter((name) => !name.startsWith('.')),
    ['@roo-docs'],
  );
  assert.deepEqual(await readdir(join(modules, '@roo-docs')), ['mcp']);
  const manifest = JSON.parse(await readFile(join(modules, '@roo-docs/mcp/package.json'), 'utf8')) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: DOCS_MCP_PACKAGE, version: packed.version, engines: BUNDLE_ENGINES });
  assert.deepEqual(manifest.bin, { [DOCS_MCP_BIN]: `./${BUNDLE_FILE}` });
  assert.equal(manifest.private, undefined);
  for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies'])
    assert.equal(manifest[field], undefined, field);
  assert.deepEqual((await readdir(join(modules, '@roo-docs/mcp'))).sort(), ['README.md', BUNDLE_FILE, 'package.json'].sort());
});

test('the bundle loads nothing but Node built-ins', async () => {
  const code = await readFile(packed.bundle, 'utf8');
  const loads = bundleLoads(code).map((load) => load.specifier);
  // The check sees the bundle's own imports, so an empty answer is not a parse that found nothing.
  assert.ok(loads.includes('node:http') && loads.includes('node:crypto'), loads.join(', '));
  assert.deepEqual(foreignLoads(code), []);
});

test('the five tools, a search and a page, answered from the published folder', async () => {
  const tools = (await mcp.client.listTools()).tools.map((t) => t.name);
  assert.deepEqual(tools.sort(), ['model_info', 'read_page', 'search_docs', 'validate_config', 'whats_new']);
  const search = await mcp.call('search_docs', { query: 'checkpoints', limit: 3 });
  const hits = search.structured!.hits as { url: string; section: string }[];
  assert.equal(hits.length, 3, search.text);
  assert.ok(hits[0]!.url.startsWith(`${SITE_URL}/features/checkpoints`), search.text);
  const page = await mcp.call('read_page', { path: '/features/checkpoints' });
  assert.ok(!page.isError, page.text);
  assert.equal(page.text, await readFile(join(site.origin.dir, 'features/checkpoints.md'), 'utf8'));
});
