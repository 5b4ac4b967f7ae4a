import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { SiteUnderTest } from './with-site.ts';

/** Loads a page with the shell's scripts held back: what the reader sees before the app runs. */
export async function openHeld(site: SiteUnderTest, page: Page, path = '/faq'): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/_shell/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Deferred scripts hold DOMContentLoaded back, so wait for the parsed body instead, and for the
  // stylesheets: nothing is painted before them, and a small page can be parsed first.
  await page.goto(`${site.url}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      document.querySelector('.site-footer') !== null &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((l) => l.sheet !== null),
  );
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')), false);
  return async () => {
    release();
    await page.waitForSelector('html[data-hydrated]');
  };
}
