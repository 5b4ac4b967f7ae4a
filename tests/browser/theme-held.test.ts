import assert from 'node:assert/strict';
import { test } from '@rstest/core';
import { openHeld } from '../support/held-shell.ts';
import { withSite } from '../support/with-site.ts';

// Published only: the shell's scripts are held while the prerendered page is read; the dev server's
// page has no body before they run (it sets the saved theme with the same inline script all the same).
const site = withSite('theme-held');

const theme = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test('a saved theme applies before the shell script runs (no flash)', async () => {
  const context = await site.browser.newContext();
  await context.addInitScript(() => localStorage.setItem('theme', 'light'));
  const page = await context.newPage();
  const release = await openHeld(site, page);
  assert.equal(await theme(page), 'light', 'set by the inline head script while the bundle is still held back');
  await release();
  assert.equal(await theme(page), 'light');
  await context.close();
});
