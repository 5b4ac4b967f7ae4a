import assert from 'node:assert/strict';
import { test } from '@rstest/core';
import { watchErrors } from '../support/browser.ts';
import { withSite } from '../support/with-site.ts';

// Published only: these hold the section's code back and check the prerendered content meanwhile;
// the dev server sends no page content before the section's code (chrome-navigation.test.ts runs on both).
const site = withSite('chrome-prerendered');

/** Records whether the page's spinner ever replaced its content (run before the page's scripts). */
function watchForSpinner() {
  (window as unknown as { spinnerSeen: boolean }).spinnerSeen = false;
  new MutationObserver(() => {
    if (document.querySelector('.doc-main .spinner')) (window as unknown as { spinnerSeen: boolean }).spinnerSeen = true;
  }).observe(document, { childList: true, subtree: true });
}

test('while a first visit waits for its section code, the prerendered content stays: no spinner swap', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
  await context.addInitScript(watchForSpinner);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.route('**/_mf/features/**/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(`${site.url}/features/checkpoints`);
  await page.waitForSelector('html[data-hydrated]');
  // Let the chrome settle (stored theme, counts, banners) while the section is still held back.
  await page.waitForTimeout(700);
  assert.equal(await page.locator('#installing-git').count(), 1);
  await page.waitForLoadState('networkidle');
  assert.equal(await page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a TOC click before the section code arrives keeps the prerendered content and its place: no spinner swap', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
  await context.addInitScript(watchForSpinner);
  const page = await context.newPage();
  const errors = watchErrors(page);
  // The section's code is held back until the reader has followed a TOC link.
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/_mf/features/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${site.url}/features/checkpoints`);
  await page.waitForSelector('html[data-hydrated]');
  const heading = await page.locator('#troubleshooting').elementHandle();
  await page.locator('.toc a[href="#troubleshooting"]').click();
  await page.waitForFunction(() => location.hash === '#troubleshooting');
  release();
  await page.locator('.doc-page[data-live]').waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen), false);
  // Hydrated in place: the same element, still where the reader went.
  assert.equal(await heading!.evaluate((h) => h.isConnected), true);
  const top = await page.locator('#troubleshooting').evaluate((h) => h.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 250, `heading at ${top}px`);
  assert.deepEqual(errors, []);
  await context.close();
});
