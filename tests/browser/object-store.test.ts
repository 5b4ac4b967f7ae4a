import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from '@rstest/core';
import type { ObjectStore } from '../../deploy/src/node/s3/store.ts';
import { crossSections } from '../support/cross-section.ts';
import { publishToBucket, startEdge, testEndpoint, type Edge } from '../support/object-store.ts';
import { withSite } from '../support/with-site.ts';

// The same builds published twice: into a folder (served by the embedded server) and into a bucket
// of a real Ceph gateway (served by the edge). A reader must not be able to tell them apart.
const folder = withSite('object-store-folder');
let store: ObjectStore;
let edge: Edge;

beforeAll(async () => {
  ({ store } = await publishToBucket('edge'));
  edge = await startEdge(store);
});
afterAll(async () => {
  await edge?.close();
  testEndpoint().close();
});

const HEADERS = [
  'content-type',
  'content-encoding',
  'cache-control',
  'vary',
  'location',
  'x-content-type-options',
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'access-control-allow-origin',
  'cross-origin-resource-policy',
];

// A client that names no type, one that asks for Markdown, one that names it below HTML, a browser.
const ACCEPTS = ['', 'text/markdown', 'text/markdown;q=0.5, text/html', 'text/html,application/xhtml+xml,*/*;q=0.8'];

async function answerOf(base: string, path: string, encoding: string, accept: string) {
  const asked = { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(accept ? { accept } : {}) };
  const res = await fetch(`${base}${path}`, { redirect: 'manual', headers: asked });
  const headers = Object.fromEntries(HEADERS.map((h) => [h, res.headers.get(h)]));
  // fetch decodes br and gzip itself: equal bodies mean equal bytes after decoding.
  return { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
}

test('the edge answers every kind of URL as the folder server does: status, headers and bytes', async () => {
  const pointer = JSON.parse(await (await fetch(`${folder.url}/remotes.json`)).text()) as {
    shell: { buildId: string };
    sections: Record<string, { manifest: string; ssr: string; buildId: string }>;
  };
  const asset = (await readdir(join(folder.origin.dir, '_assets')))[0];
  const shellFiles = await readdir(join(folder.origin.dir, '_shell', pointer.shell.buildId));
  const paths = [
    '/',
    '/features/checkpoints',
    '/features/checkpoints/',
    '/features/checkpoints.html',
    '/features/checkpoints/index.html?x=1',
    '/FAQ',
    '/Features/Checkpoints?tab=2',
    '/no/such/page',
    '/update-notes/',
    '/remotes.json',
    '/sitemap.xml',
    '/llms.txt',
    '/llms-full.txt',
    '/features/checkpoints.md',
    '/index.md',
    '/update-notes.md',
    '/FAQ.md',
    '/faq.md.br',
    '/no/such/page.md',
    '/advanced-usage/checkpoints',
    '/embed/loader.js',
    '/.deploy/history.jsonl',
    '/.pages/live/index.html',
    '/a/../.deploy/lock',
    '/%2e%2e/x',
    pointer.sections.features!.manifest,
    pointer.sections.cloud!.ssr,
    `/_shell/${pointer.shell.buildId}/${shellFiles.find((f) => f.endsWith('.js'))}`,
    `/_shell/${pointer.shell.buildId}/no-such-file.js`,
    `/_mf/features/${pointer.sections.cloud!.buildId}/mf-manifest.json`,
    ...(asset ? [`/_assets/${asset}`] : []),
  ];
  const differ: string[] = [];
  for (const path of paths) {
    for (const [encoding, accept] of ['', 'gzip', 'br', 'gzip, deflate, br'].flatMap((e) =>
      ACCEPTS.map((a) => [e, a] as const),
    )) {
      const [a, b] = await Promise.all([
        answerOf(folder.url, path, encoding, accept),
        answerOf(edge.url, path, encoding, accept),
      ]);
      const fields = Object.keys(a.headers).filter((h) => a.headers[h] !== b.headers[h]);
      const what = [
        ...(a.status === b.status ? [] : [`status ${a.status} / ${b.status}`]),
        ...fields.map((h) => `${h} ${a.headers[h]} / ${b.headers[h]}`),
      ];
      if (a.body !== b.body) what.push('bodies differ');
      if (what.length)
        differ.push(`${path} (${encoding || 'identity'}, ${accept || 'no Accept'}), folder / edge: ${what.join('; ')}`);
    }
  }
  assert.deepEqual(differ, [], `answers differ:\n${differ.join('\n')}`);
  // Alike, and alike for the right reason: a client asking for Markdown gets the twin.
  const md = await answerOf(edge.url, '/features/checkpoints', 'br', 'text/markdown');
  assert.deepEqual([md.headers['content-type'], md.headers.vary], ['text/markdown; charset=utf-8', 'Accept, Accept-Encoding']);
  assert.match(Buffer.from(md.body, 'base64').toString('utf8'), /^# Checkpoints/m);
});

test('the edge revalidates: a page and a build file answer 304 to their own ETag, HEAD sends no body, a range 206', async () => {
  for (const path of ['/features/checkpoints', '/remotes.json']) {
    const first = await fetch(`${edge.url}${path}`);
    const etag = first.headers.get('etag');
    assert.ok(etag, `${path} has an ETag`);
    assert.equal((await fetch(`${edge.url}${path}`, { headers: { 'if-none-match': etag } })).status, 304, path);
  }
  const head = await fetch(`${edge.url}/features/checkpoints`, { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal((await head.arrayBuffer()).byteLength, 0);
  const range = await fetch(`${edge.url}/sitemap.xml`, { headers: { range: 'bytes=0-9' } });
  assert.equal(range.status, 206);
  assert.equal((await range.text()).length, 10);
  assert.equal((await fetch(`${edge.url}/`, { method: 'POST' })).status, 405);
});

test('a page served by the edge hydrates and navigates across sections, with no error', async () => {
  await crossSections(folder.browser, edge.url);
});
