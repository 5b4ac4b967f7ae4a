import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { watchErrors } from './browser.ts';

/** A page of one section, hydrated, then a navbar link into another section: the composed site works. */
export async function crossSections(browser: Browser, base: string): Promise<void> {
  const page = await browser.newPage();
  const errors = watchErrors(page);
  await page.goto(`${base}/features/checkpoints`);
  await page.waitForSelector('html[data-hydrated]');
  await page.locator('.navbar-links a[href="/getting-started/installing"]').click();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent !== 'Checkpoints');
  assert.equal(new URL(page.url()).pathname, '/getting-started/installing');
  assert.deepEqual(errors, []);
  await page.close();
}
