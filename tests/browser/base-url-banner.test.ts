import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, test } from '@rstest/core';
import { listen } from '../../deploy/src/node/serve/serve.ts';
import { withSite } from '../support/with-site.ts';

// Published only: the banner and the readable page are the prerendered HTML's, which the dev server has none of.
const site = withSite('base-url-banner');
let misplaced: { server: Server; url: string };
beforeAll(async () => {
  // The site as a host would serve it by mistake from a folder: pages under /docs/, while the
  // pages still ask for their scripts and styles at the root, where nothing answers.
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/docs/')) return void res.writeHead(404).end('not here');
    fetch(`${site.url}${url.slice('/docs'.length)}`).then(
      async (r) => res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'text/html' }).end(await r.text()),
      () => res.writeHead(502).end(),
    );
  });
  misplaced = { server, url: `http://127.0.0.1:${await listen(server, 0)}` };
});
afterAll(async () => {
  await new Promise((r) => misplaced?.server.close(r));
});

test('served from a folder it was not built for: a red banner suggests the base URL, the page stays readable', async () => {
  const page = await site.browser.newPage();
  await page.goto(`${misplaced.url}/docs/features/checkpoints`);
  await page.waitForLoadState('load');
  const banner = page.locator('#base-url-banner[role=alert]');
  await banner.waitFor();
  const text = (await banner.textContent()) ?? '';
  assert.match(text, /did not load properly/);
  assert.match(text, /suggest setting it to \/docs\//);
  assert.equal(await page.locator('h1').textContent(), 'Checkpoints');
  await page.close();

  const fine = await site.browser.newPage();
  await fine.goto(`${site.url}/features/checkpoints`);
  await fine.waitForLoadState('load');
  await fine.waitForSelector('html[data-hydrated]');
  assert.equal(await fine.locator('#base-url-banner').count(), 0);
  await fine.close();
});
