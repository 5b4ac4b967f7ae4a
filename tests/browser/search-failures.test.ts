import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Page } from 'playwright-core';
import { createOriginServer, listen } from '../../deploy/src/node/serve/serve.ts';
import { violations } from '../support/axe.ts';
import { watchErrors } from '../support/browser.ts';
import { afterAll, beforeAll, test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';

// One section's search shard fails (404, garbage, never answers). The other
// sections' hits must show, the reader must be told which section is missing, and once the
// shard is back the next query must include it, without a reload.
type Mode = 'ok' | '404' | 'garbage' | 'stall';

const site = withSite('search-failures');
let url: string;
let mode: Mode = 'ok';
const held = new Set<Socket>();
let close: () => Promise<void> = async () => {};

// The published site behind a front that breaks the providers shard on demand.
beforeAll(async () => {
  const origin = createOriginServer(site.origin.dir).listeners('request')[0] as (
    req: IncomingMessage,
    res: ServerResponse,
  ) => void;
  const front = createServer((req, res) => {
    const broken = /^\/_mf\/providers\/[^/]+\/search-shard\.json/.test(req.url ?? '');
    if (!broken || mode === 'ok') return origin(req, res);
    if (mode === '404') return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    if (mode === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"header":{"torn');
    // A stall: the request is read and never answered (the socket is closed at the end).
    held.add(req.socket);
  });
  url = `http://127.0.0.1:${await listen(front, 0)}`;
  close = () =>
    new Promise<void>((resolve) => {
      held.forEach((s) => s.destroy());
      front.close(() => resolve());
    });
});
afterAll(async () => {
  await close();
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  // Short waits so a stalled shard is given up on quickly; the test never measures them.
  await page.addInitScript(() => {
    (window as { __rooSearchTiming?: object }).__rooSearchTiming = { fetchTimeoutMs: 1500, patienceMs: 300, retryMs: 1 };
  });
  await page.goto(`${url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  return { page, errors };
}

const box = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });
const optionLinks = (page: Page) =>
  page.locator('[role=listbox] [role=option]').evaluateAll((os) => os.map((o) => o.getAttribute('data-href') ?? ''));
const notice = (page: Page, scope: string) => page.locator(`${scope} .search-missing[aria-live=polite]`);
// The browser reports the failed loads itself; they are the faults this test injects.
const injected = (e: string) => /Failed to load resource: the server responded with a status of 404/.test(e);

for (const fault of ['404', 'garbage', 'stall'] as const) {
  test(`a providers shard that ${fault === '404' ? 'is missing' : fault === 'garbage' ? 'is corrupt' : 'never answers'}: the suggestions say so, show the rest, and recover on the next query`, async () => {
    mode = fault;
    const { page, errors } = await open('/faq');
    await box(page).click();
    await box(page).fill('openrouter');
    await notice(page, '.search-box')
      .filter({ hasText: /Providers/ })
      .waitFor();
    await page.locator('[role=listbox] [role=option]').first().waitFor();
    const shown = await optionLinks(page);
    assert.ok(shown.length > 0, 'the other sections still answer');
    assert.ok(!shown.some((h) => h.startsWith('/providers/')), shown.join(' '));
    if (fault === 'stall') {
      // First "still loading", then, once the fetch is given up on, "could not be loaded".
      await notice(page, '.search-box')
        .filter({ hasText: /could not be loaded/ })
        .waitFor();
    }
    assert.match((await notice(page, '.search-box').textContent()) ?? '', /Results from Providers are missing/);
    // The notice itself (the suggestion options' own structure is checked by the a11y suite).
    assert.deepEqual(await violations(page, '.search-box .search-missing'), []);

    mode = 'ok';
    await box(page).fill('');
    await box(page).fill('openrouter');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role=listbox] [role=option]')].some((o) =>
        o.getAttribute('data-href')?.startsWith('/providers/'),
      ),
    );
    assert.equal(await notice(page, '.search-box').textContent(), '');
    assert.deepEqual(
      errors.filter((e) => !injected(e)),
      [],
    );
    await page.close();
  });
}

test('the results page shows the other sections at once for a stalled shard, names the missing one, and recovers', async () => {
  mode = 'stall';
  const { page, errors } = await open('/search?q=openrouter');
  await page.locator('.search-group').first().waitFor();
  await notice(page, '.search-page')
    .filter({ hasText: /Providers/ })
    .waitFor();
  const groups = await page.locator('.search-group h2').allInnerTexts();
  assert.ok(groups.length > 0 && !groups.includes('Providers'), groups.join(', '));
  assert.deepEqual(await violations(page, '.search-page'), []);
  assert.match((await notice(page, '.search-page').textContent()) ?? '', /Providers/);

  await notice(page, '.search-page')
    .filter({ hasText: /could not be loaded/ })
    .waitFor();
  mode = 'ok';
  // A new query from the page's own form (no reload) brings the section back.
  await page.getByLabel('Search for').fill('openrouter api');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.locator('.search-group h2', { hasText: 'Providers' }).waitFor();
  assert.equal(await notice(page, '.search-page').textContent(), '');
  assert.deepEqual(
    errors.filter((e) => !injected(e)),
    [],
  );
  await page.close();
});
