import assert from 'node:assert/strict';
import { violations } from '../support/axe.ts';
import { watchErrors } from '../support/browser.ts';
import { test } from '@rstest/core';
import { BOTH_TARGETS, withSite } from '../support/with-site.ts';

const VERSION_KEY = 'docs-preferred-version-default';

const site = withSite('navbar-menus', { targets: BOTH_TARGETS });
test('the language menu: English only, opened and closed by keyboard, linking to this page', async () => {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}/features/checkpoints`);
  await page.waitForSelector('html[data-hydrated]');
  const toggle = page.locator('summary[aria-label="Language: English"]');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const english = page.locator('.locale-menu a');
  assert.equal(await english.count(), 1);
  assert.ok(await english.isVisible());
  assert.equal(await english.getAttribute('href'), '/features/checkpoints');
  assert.equal(await english.getAttribute('lang'), 'en');
  assert.equal(await english.getAttribute('aria-current'), 'true');
  await page.keyboard.press('Escape');
  assert.equal(await english.isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Language: English');
  // A click elsewhere closes it too.
  await toggle.click();
  assert.ok(await english.isVisible());
  await page.locator('h1').click();
  assert.equal(await english.isVisible(), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the docs version: the choice is stored, a stale one is dropped, storage that throws is survivable', async () => {
  const context = await site.browser.newContext();
  await context.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, 'v1.0-removed');
    }
  }, VERSION_KEY);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}/features/checkpoints`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForFunction((key) => localStorage.getItem(key) === null, VERSION_KEY);
  await page.locator('summary[aria-label="Docs version: Latest"]').click();
  await page.locator('.version-menu a', { hasText: 'Latest' }).click();
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), VERSION_KEY), 'current');
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), VERSION_KEY), 'current');
  assert.deepEqual(errors, []);
  await context.close();

  const blocked = await site.browser.newContext();
  await blocked.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  const p = await blocked.newPage();
  const blockedErrors = watchErrors(p);
  await p.goto(`${site.url}/features/checkpoints`);
  await p.waitForSelector('html[data-hydrated]');
  await p.locator('summary[aria-label="Docs version: Latest"]').click();
  await p.locator('.version-menu a', { hasText: 'Latest' }).click();
  assert.equal(await p.locator('h1').textContent(), 'Checkpoints');
  assert.deepEqual(blockedErrors, []);
  await blocked.close();
});

test('open menus have no axe violations', async () => {
  for (const theme of ['dark', 'light']) {
    const context = await site.browser.newContext();
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    await page.goto(`${site.url}/features/checkpoints`);
    await page.waitForSelector('html[data-hydrated]');
    await page.locator('.version-menu summary').click();
    assert.deepEqual(await violations(page, '.navbar'), [], theme);
    await page.locator('.locale-menu summary').click();
    assert.deepEqual(await violations(page, '.navbar'), [], theme);
    await context.close();
  }
});
