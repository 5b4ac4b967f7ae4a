import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { EMBED_DEMO_HTML, writeEmbedFiles } from './embed-demo.ts';

test('the loader, the demo page, its script and single-spa are written where the demo imports them', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'embed-'));
  try {
    await writeEmbedFiles(dir);
    expect((await readdir(join(dir, 'embed'))).sort()).toEqual(['loader.js']);
    expect((await readdir(join(dir, 'embed-demo'))).sort()).toEqual(['demo.js', 'index.html', 'single-spa.js']);
    const demo = await readFile(join(dir, 'embed-demo', 'demo.js'), 'utf8');
    expect(demo).toContain("from './single-spa.js'");
    expect(demo).toContain("from '../embed/loader.js'");
    expect(await readFile(join(dir, 'embed-demo', 'single-spa.js'), 'utf8')).toContain('mountRootParcel');
    expect(await readFile(join(dir, 'embed', 'loader.js'), 'utf8')).toContain('export async function loadParcel');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('the demo page runs no inline script and keeps out of search engines', () => {
  expect(EMBED_DEMO_HTML).toContain('<meta name="robots" content="noindex">');
  expect(EMBED_DEMO_HTML.match(/<script[^>]*>/g)).toEqual(['<script type="module" src="./demo.js">']);
  for (const id of ['features-parcel', 'cloud-parcel', 'toggle-theme', 'switch-page', 'unmount-cloud'])
    expect(EMBED_DEMO_HTML).toContain(`id="${id}"`);
});
