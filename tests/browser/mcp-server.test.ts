import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from '@rstest/core';
import { RELEVANCE_CASES } from '@roo-docs/search-worker/relevance-cases';
import { docsMcpSettingsText, SITE_URL, type ReleaseList } from '@roo-docs/schemas/contract';
import { release } from '../../deploy/src/node/release/release.ts';
import { engineOfOrigin } from '../support/mcp-engine.ts';
import { httpMcp, serveWithMcp, stdioMcp, type McpUnderTest } from '../support/mcp-clients.ts';
import { REPO_ROOT } from '../support/site.ts';
import { inventoryCopyDir, useUpdateNotesCopy, writeReleaseEntry } from '../support/update-notes-copy.ts';
import { withSite } from '../support/with-site.ts';

const site = withSite('mcp', { browser: false });
const work = join(REPO_ROOT, '.tmp', 'fixtures', `mcp-${process.pid}`);
// A copy of the update-notes remote: the release below adds its entry there, never to the real one.
const remoteDir = useUpdateNotesCopy(work);
const clients: Record<'stdio' | 'http', McpUnderTest> = {} as never;
let served: Awaited<ReturnType<typeof serveWithMcp>>;

beforeAll(async () => {
  clients.stdio = await stdioMcp(site.origin.dir);
  served = await serveWithMcp(site.origin.dir);
  clients.http = await httpMcp(served.url);
});
afterAll(async () => {
  await clients.stdio?.close();
  await clients.http?.close();
  await served?.stop();
});

const originText = (file: string) => readFile(join(site.origin.dir, file), 'utf8');
const transports = ['stdio', 'http'] as const;

// Each with the words its refusal must have: what a caller needs to fix the call.
const REFUSED: [string, Record<string, unknown>, RegExp][] = [
  ['read_page', { path: '/../../etc/passwd' }, /'\.' or '\.\.' segment/],
  ['read_page', { path: '/features/%2e%2e/%2e%2e/etc/passwd' }, /encoded dot/],
  ['read_page', { path: 'https://evil.example.com/faq' }, /not on this site/],
  ['read_page', { path: '//evil.example.com/faq' }, /not on this site/],
  ['read_page', { path: 'file:///etc/passwd' }, /not on this site/],
  ['read_page', { path: '/faq\u0000.md' }, /control character/],
  ['read_page', { path: '/.deploy/journal' }, /hidden file/],
  ['read_page', { path: `/${'a'.repeat(100_000)}` }, /Invalid arguments.*path/],
  ['read_page', { path: '/features/chekpoints' }, /No page at \/features\/chekpoints.*Closest pages: \/features\/checkpoints/],
  ['read_page', { path: '/faq', heading: 'No such heading' }, /no heading 'No such heading'/],
  ['search_docs', { query: 'x'.repeat(100_000) }, /Invalid arguments.*query/],
  ['search_docs', { query: '' }, /Invalid arguments.*query/],
  ['search_docs', { query: 'ollama', section: '../secrets' }, /Invalid arguments.*section/],
  ['search_docs', { query: 'ollama', limit: 10_000 }, /Invalid arguments.*limit/],
  ['whats_new', { since_version: 'latest' }, /a version such as 3\.28\.16/],
  ['whats_new', { since_version: '3.28.10', until_version: '3.28.2' }, /before since_version/],
  ['validate_config', { kind: '../../etc/passwd', text: '{}' }, /Invalid arguments.*kind/],
  ['validate_config', { kind: 'mcp-settings', text: ' '.repeat(300_000) }, /Invalid arguments.*text/],
  ['model_info', { provider: 'antropic' }, /No provider 'antropic'.*Closest: anthropic/],
  ['model_info', { provider: 'anthropic', model: 'claude-sonet-4-5' }, /no model 'claude-sonet-4-5'.*Closest: claude-sonnet-4-5/],
];

describe.each(transports)('over %s', (transport) => {
  test('the five tools, and every live page as a resource', async () => {
    const { client } = clients[transport];
    const tools = (await client.listTools()).tools.map((t) => t.name);
    assert.deepEqual(tools.sort(), ['model_info', 'read_page', 'search_docs', 'validate_config', 'whats_new']);
    const { resources } = await client.listResources();
    assert.ok(resources.length > 400, `${resources.length} resources`);
    assert.ok(resources.some((r) => r.uri === 'roo-docs://page/features/checkpoints' && r.title === 'Checkpoints'));
    const faq = await client.readResource({ uri: 'roo-docs://page/faq' });
    assert.equal((faq.contents[0] as { text: string }).text, await originText('faq.md'));
  });

  test('every tool answers from the published site', async () => {
    const mcp = clients[transport];
    const search = await mcp.call('search_docs', { query: 'checkpoints', limit: 3 });
    const hits = search.structured!.hits as { url: string; section: string }[];
    assert.equal(hits.length, 3);
    assert.ok(hits[0]!.url.startsWith(`${SITE_URL}/features/checkpoints`) && hits[0]!.section === 'features', search.text);

    assert.equal(
      (await mcp.call('read_page', { path: '/features/checkpoints' })).text,
      await originText('features/checkpoints.md'),
    );
    const part = await mcp.call('read_page', { path: `${SITE_URL}/features/checkpoints.md`, heading: 'Installing Git' });
    assert.match(part.text, /^## Installing Git\n/);
    assert.ok(!part.text.includes('## Troubleshooting'));
    assert.equal(part.structured!.url, `${SITE_URL}/features/checkpoints#installing-git`);

    const list = JSON.parse(await originText('update-notes/releases.json')) as ReleaseList;
    const newest = list.releases.slice(0, 3).map((r) => r.version);
    const news = await mcp.call('whats_new', { since_version: list.releases[3]!.version });
    assert.deepEqual(
      (news.structured!.releases as { version: string }[]).map((r) => r.version),
      newest,
    );
    assert.ok(news.text.indexOf(list.releases[0]!.highlights[0]!) < news.text.indexOf(`## Roo Code ${newest[1]}`));

    const settings = await mcp.call('validate_config', { kind: 'mcp-settings', text: docsMcpSettingsText('stdio') });
    assert.equal(settings.structured!.status, 'accepted', settings.text);
    const bad = await mcp.call('validate_config', {
      kind: 'mcp-settings',
      text: '{\n  "mcpServers": { "x": { "command": 5 } }\n}',
    });
    assert.match(bad.text, /line 2, column \d+: mcpServers\.x\.command: /);

    const catalogue = JSON.parse(await originText('schemas/model-catalogue.json')) as {
      providers: Record<string, { defaultModelId: string; models: Record<string, { contextWindow: number }> }>;
    };
    const anthropic = catalogue.providers.anthropic!;
    const model = await mcp.call('model_info', { provider: 'anthropic', model: anthropic.defaultModelId });
    assert.ok(
      model.text.includes(
        `Context window: ${anthropic.models[anthropic.defaultModelId]!.contextWindow.toLocaleString('en-US')} tokens`,
      ),
    );
    const all = await mcp.call('model_info', { provider: 'anthropic' });
    assert.deepEqual(Object.keys(all.structured!.models as object), Object.keys(anthropic.models));
  });

  test('bad and hostile arguments are tool errors with the reason; the server keeps answering', async () => {
    const mcp = clients[transport];
    for (const [name, args, reason] of REFUSED) {
      const answer = await mcp.call(name, args);
      assert.ok(answer.isError, `${name} ${JSON.stringify(args).slice(0, 80)} was not refused`);
      assert.match(answer.text, reason);
    }
    // A resource URI's dot segments resolve by URL rules before the server sees it: inside the site.
    await assert.rejects(
      mcp.client.readResource({ uri: 'roo-docs://page/../../etc/passwd' }),
      /No page at \/etc\/passwd on this site/,
    );
    await assert.rejects(mcp.client.readResource({ uri: 'roo-docs://page/%2e%2e/%2e%2e/etc/passwd' }), /encoded dot|No page at/);
    assert.ok(!(await mcp.call('search_docs', { query: 'ollama' })).isError);
  });
});

test('search_docs gives the engine’s own top hits for every relevance case', async () => {
  const engine = await engineOfOrigin(site.origin);
  for (const [query, page, context] of RELEVANCE_CASES) {
    const expected = engine(query, context)
      .slice(0, 10)
      .map((h) => h.url);
    const answer = await clients.stdio.call('search_docs', { query, limit: 10, ...(context ? { context } : {}) });
    const urls = (answer.structured!.hits as { url: string }[]).map((h) => h.url);
    assert.deepEqual(urls, expected, `'${query}'`);
    assert.ok(
      urls.slice(0, 3).some((u) => new URL(u).pathname === page),
      `'${query}': ${page} not in the top 3`,
    );
  }
  const http = await clients.http.call('search_docs', { query: RELEVANCE_CASES[0]![0], limit: 10 });
  assert.deepEqual(
    (http.structured!.hits as { url: string }[]).map((h) => h.url),
    engine(RELEVANCE_CASES[0]![0])
      .slice(0, 10)
      .map((h) => h.url),
  );
});

test('the endpoint is off unless serve is given --mcp, and a server with it still serves pages', async () => {
  const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
  assert.equal((await fetch(`${site.url}/mcp`, post)).status, 405);
  assert.equal((await fetch(`${site.url}/mcp`)).status, 404);
  const page = await fetch(`${served.url}/features/checkpoints`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<h1[^>]*>Checkpoints<\/h1>/);
});

test('a release is what the next call answers from, over both transports', async () => {
  const version = '3.28.18';
  for (const mcp of Object.values(clients)) {
    assert.match((await mcp.call('whats_new', { since_version: '3.28.17' })).text, /No release after 3\.28\.17/);
    assert.ok((await mcp.call('read_page', { path: `/update-notes/v${version}` })).isError);
  }
  const from = await writeReleaseEntry(work, version, 'wombatfixture');
  await release({
    repoRoot: REPO_ROOT,
    origin: site.origin,
    version,
    date: '2025-10-20',
    from,
    remoteDir,
    inventoryDir: inventoryCopyDir(work),
  });
  // The pointer is trusted for two seconds at most: a call after that reads the new one.
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  for (const [name, mcp] of Object.entries(clients)) {
    const news = await mcp.call('whats_new', { since_version: '3.28.17' });
    assert.deepEqual(
      (news.structured?.releases as { version: string }[] | undefined)?.map((r) => r.version),
      [version],
      name,
    );
    const hits = (await mcp.call('search_docs', { query: version })).structured!.hits as { url: string }[];
    assert.equal(hits[0]?.url, `${SITE_URL}/update-notes/v${version}`, name);
    const word = (await mcp.call('search_docs', { query: 'wombatfixture', section: 'update-notes' })).structured!.hits as {
      url: string;
    }[];
    assert.ok(word[0]?.url.startsWith(`${SITE_URL}/update-notes/v${version}`), name);
    assert.match((await mcp.call('read_page', { path: `/update-notes/v${version}` })).text, /^# Roo Code 3\.28\.18/);
  }
});
