import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from '../support/browser.ts';
import { after, before, test } from '../support/node-test.ts';
import { publishTestSite, type TestSite } from '../support/site.ts';

let site: TestSite;
let browser: Browser;
before(async () => {
  site = await publishTestSite('chrome-nav');
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string, init?: () => void): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  return { page, errors };
}

test('the table of contents follows the reader down a long page', async () => {
  const { page, errors } = await open('/features/checkpoints');
  const active = () => page.locator('.toc a.active').getAttribute('href');
  await page.locator('.toc a').first().waitFor();
  const ids = await page.locator('.toc a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const target = ids[Math.floor(ids.length / 2)]!;
  await page.evaluate((id) => document.getElementById(id.slice(1))!.scrollIntoView(), target);
  await page.waitForFunction((id) => document.querySelector('.toc a.active')?.getAttribute('href') === id, target);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(
    (last) => document.querySelector('.toc a.active')?.getAttribute('href') === last,
    ids[ids.length - 1],
  );
  assert.equal(await active(), ids[ids.length - 1]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('arriving on a page deep in the sidebar scrolls its link into view', async () => {
  const { page } = await open('/update-notes/v3.28.16');
  await page.waitForFunction(() => {
    const nav = document.querySelector('.sidebar')!.getBoundingClientRect();
    const link = document.querySelector('.sidebar a[aria-current="page"]')!.getBoundingClientRect();
    return link.top >= nav.top && link.bottom <= nav.bottom;
  });
  await page.context().close();
});

test('the progress bar appears only when a navigation takes longer than 200 ms', async () => {
  const { page, errors } = await open('/faq');
  await page.route('**/_mf/features/**/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 900));
    await route.continue();
  });
  await page.locator('.navbar a[href="/features/"]').click();
  await page.locator('#nprogress .bar').waitFor({ timeout: 3000 });
  await page.locator('h1', { hasText: 'Roo Code Features' }).waitFor();
  await page.locator('#nprogress').waitFor({ state: 'detached', timeout: 3000 });
  // A fast navigation inside a loaded section shows no bar.
  await page.unroute('**/_mf/features/**/*.js');
  let barSeen = false;
  await page.exposeFunction('__barSeen', () => (barSeen = true));
  await page.evaluate(() =>
    new MutationObserver(
      () => document.getElementById('nprogress') && (window as unknown as { __barSeen: () => void }).__barSeen(),
    ).observe(document.body, { childList: true }),
  );
  await page.locator('main a[href="/features/checkpoints"]').first().click();
  await page.locator('h1', { hasText: 'Checkpoints' }).waitFor();
  await page.waitForTimeout(400);
  assert.equal(barSeen, false);
  assert.deepEqual(errors, []);
  await page.context().close();
});

for (const saveData of [false, true]) {
  test(`hovering a link ${saveData ? 'does not prefetch with save-data on' : 'prefetches its page'}`, async () => {
    const { page } = await open(
      '/faq',
      saveData
        ? () => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })
        : undefined,
    );
    await page.waitForLoadState('networkidle');
    const requested: string[] = [];
    page.on('request', (r) => r.url().includes('/_mf/cloud/') && requested.push(r.url()));
    await page.locator('.sidebar-category-toggle', { hasText: 'Roo Code Cloud' }).click();
    await page.locator('.sidebar a[href="/roo-code-cloud/task-sync"]').hover();
    await page.waitForTimeout(800);
    if (saveData) assert.deepEqual(requested, []);
    else
      assert.ok(
        requested.some((u) => u.includes('mf-manifest.json')),
        requested.join('\n'),
      );
    await page.context().close();
  });
}
