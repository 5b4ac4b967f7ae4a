import { expect, test } from '@rstest/core';
import { embedDemoHtml, embedFiles } from './embed-files.ts';

const POLICY = '<meta http-equiv="Content-Security-Policy" content="script-src \'self\'">';
const text = (content: string | Uint8Array) => (typeof content === 'string' ? content : new TextDecoder().decode(content));

test('the loader, the demo page, its script and single-spa are placed where the demo imports them', async () => {
  const files = new Map((await embedFiles(POLICY)).map((f) => [f.path, text(f.content)]));
  expect([...files.keys()].sort()).toEqual([
    'embed-demo/demo.js',
    'embed-demo/index.html',
    'embed-demo/single-spa.js',
    'embed/loader.js',
  ]);
  expect(files.get('embed-demo/demo.js')).toContain("from './single-spa.js'");
  expect(files.get('embed-demo/demo.js')).toContain("from '../embed/loader.js'");
  expect(files.get('embed-demo/single-spa.js')).toContain('mountRootParcel');
  expect(files.get('embed/loader.js')).toContain('export async function loadParcel');
  expect(files.get('embed-demo/index.html')).toBe(embedDemoHtml(POLICY));
});

test('the demo page carries the given policy, runs no inline script and keeps out of search engines', () => {
  const html = embedDemoHtml(POLICY);
  expect(html.split('\n')[4]).toBe(POLICY);
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="module" src="./demo.js">']);
  for (const id of ['features-parcel', 'cloud-parcel', 'toggle-theme', 'switch-page', 'unmount-cloud'])
    expect(html).toContain(`id="${id}"`);
});
