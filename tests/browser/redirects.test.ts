import assert from 'node:assert/strict';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';
import { sameDocument, watchErrors } from '../support/browser.ts';

const site = withSite('redirects');

const cases: [string, string, string][] = [
  ['/advanced-usage/checkpoints', '/features/checkpoints', 'Checkpoints'],
  ['/advanced-usage/checkpoints?from=x#restoring', '/features/checkpoints?from=x#restoring', 'Checkpoints'],
  ['/features/checkpoints.html', '/features/checkpoints', 'Checkpoints'],
  ['/faq/index.html', '/faq', 'Frequently Asked Questions'],
];
for (const [from, to, h1] of cases) {
  test(`arriving at ${from} lands on ${to}`, async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}${from}`);
    await page.waitForURL(`${site.url}${to}`);
    await page.locator('h1', { hasText: h1 }).waitFor();
    await page.close();
  });
}

test('a link to an old path redirects on the client', async () => {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}/faq`);
  await page.waitForSelector('html[data-hydrated]');
  await page.evaluate(() => {
    Object.assign(window, { __sameDocument: true });
    const a = Object.assign(document.createElement('a'), {
      href: '/advanced-usage/checkpoints',
      textContent: 'old link',
      id: 'old',
    });
    // Outside the React root: content hydrates later and would drop a node it did not render.
    document.body.append(a);
  });
  await page.click('#old');
  await page.waitForURL(`${site.url}/features/checkpoints`);
  await page.locator('h1', { hasText: 'Checkpoints' }).waitFor();
  assert.equal(await sameDocument(page), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an unknown path shows the not-found page with status 404', async () => {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  const res = await page.goto(`${site.url}/no/such/page`);
  assert.equal(res?.status(), 404);
  await page.locator('h1', { hasText: 'Page not found' }).waitFor();
  await page.waitForFunction(() => document.querySelector('.navbar') !== null);
  assert.deepEqual(
    errors.filter((e) => !e.includes('404')),
    [],
  );
  await page.close();
});
