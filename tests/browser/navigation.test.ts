import assert from 'node:assert/strict';
import { test } from '@rstest/core';
import { BOTH_TARGETS, withSite } from '../support/with-site.ts';
import { markDocument, sameDocument, watchErrors } from '../support/browser.ts';

const site = withSite('navigation', { targets: BOTH_TARGETS });

for (const path of ['/', '/faq', '/features/checkpoints', '/roo-code-cloud/task-sync']) {
  test(`${path} hydrates without errors`, async () => {
    const page = await site.browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${site.url}${path}`);
    await page.waitForSelector('html[data-hydrated]');
    // A hydrated sidebar toggles; a static one would not react.
    const toggle = page.locator('.sidebar button').first();
    const before = await toggle.getAttribute('aria-expanded');
    await toggle.click();
    await page.waitForFunction((b) => document.querySelector('.sidebar button')?.getAttribute('aria-expanded') !== b, before);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('a sidebar click navigates on the client, across sections', async () => {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}/faq`);
  await page.waitForSelector('html[data-hydrated]');
  await markDocument(page);
  // Open the category when it is collapsible and closed on this page (no blind 30 s wait when it is not).
  const toggle = page.locator('.sidebar button', { hasText: 'Features' });
  if ((await toggle.count()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.locator('.sidebar a[href="/features/checkpoints"]').click();
  await page.waitForURL(`${site.url}/features/checkpoints`);
  await page.locator('h1', { hasText: 'Checkpoints' }).waitFor();
  assert.equal(await sameDocument(page), true, 'no full page load');
  assert.equal(await page.title(), 'Checkpoints | Roo Code Documentation');
  assert.equal(await page.locator('.sidebar a[aria-current=page]').getAttribute('href'), '/features/checkpoints');
  await page.goBack();
  await page.locator('h1', { hasText: 'Frequently Asked Questions' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a path in another letter case ends on the page itself: by the server on a visit, on the client after a click', async () => {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  const res = await page.goto(`${site.url}/FAQ`);
  assert.equal(page.url(), `${site.url}/faq`);
  assert.equal(res?.status(), 200);
  // The page's own code is in: an added node no longer meets a boundary still hydrating.
  await page.waitForSelector('.doc-page[data-live]');
  await markDocument(page);
  // A link typed in another case (old content, a reader's bookmark pasted into a page).
  await page.evaluate(() => {
    const a = Object.assign(document.createElement('a'), {
      href: '/Features/Checkpoints',
      id: 'mixed-case',
      textContent: 'Checkpoints',
    });
    document.querySelector('.markdown')!.prepend(a);
  });
  await page.locator('#mixed-case').click();
  await page.waitForURL(`${site.url}/features/checkpoints`);
  await page.locator('h1', { hasText: 'Checkpoints' }).waitFor();
  assert.equal(await sameDocument(page), true, 'no full page load');
  assert.deepEqual(errors, []);
  await page.close();
});
