import assert from 'node:assert/strict';
import { openHydrated, watchErrors } from '../support/browser.ts';
import { test } from '@rstest/core';
import { BOTH_TARGETS, withSite } from '../support/with-site.ts';

const site = withSite('theme', { targets: BOTH_TARGETS });

const theme = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test('dark by default, and the OS preference is not followed unless chosen', async () => {
  const context = await site.browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${site.url}/faq`);
  await page.waitForSelector('html[data-hydrated]');
  assert.equal(await theme(page), 'dark');
  await context.close();
});

test('the toggle saves the choice, survives reload and syncs across tabs', async () => {
  const context = await site.browser.newContext();
  const [a, b] = [await context.newPage(), await context.newPage()];
  const errors = watchErrors(a);
  for (const p of [a, b]) {
    await p.goto(`${site.url}/faq`);
    await p.waitForSelector('html[data-hydrated]');
  }
  await a.getByRole('button', { name: /Colour mode: dark/ }).click();
  assert.equal(await theme(a), 'light');
  await b.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
  await a.reload();
  await a.waitForSelector('html[data-hydrated]');
  assert.equal(await theme(a), 'light');
  await a.getByRole('button', { name: /Colour mode: light/ }).click();
  assert.equal(await a.evaluate(() => localStorage.getItem('theme')), 'system');
  assert.deepEqual(errors, []);
  await context.close();
});

test('storage that throws: the site works, the theme still switches, one warning', async () => {
  const context = await site.browser.newContext();
  await context.addInitScript(() => {
    for (const m of ['getItem', 'setItem', 'removeItem'] as const) {
      Storage.prototype[m] = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
    }
  });
  const { page, errors, warnings } = await openHydrated(context, `${site.url}/faq`);
  assert.equal(await theme(page), 'dark');
  await page.getByRole('button', { name: /Colour mode: dark/ }).click();
  assert.equal(await theme(page), 'light');
  assert.ok(
    warnings.some((w) => w.includes('storage is unavailable')),
    warnings.join('\n'),
  );
  assert.deepEqual(errors, []);
  await context.close();
});
