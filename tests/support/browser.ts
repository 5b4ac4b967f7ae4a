import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

// The bench measures with the same browser the tests drive.
export { CHROMIUM, launchBrowser } from '@roo-docs/bench/browser';

// Every page asks two public APIs for the navbar's star and install counts (docs/site-behaviour.md, calls to other sites). This sandbox
// has no internet (and CI would meet rate limits): the failed loads Chromium reports are not the
// site's errors, which keeps its default counts. count-scene.ts answers them for the footer tests.
const COUNT_APIS = ['https://api.github.com/', 'https://marketplace.visualstudio.com/'];
const isCountApiFailure = (m: ConsoleMessage) =>
  m.text().startsWith('Failed to load resource') && COUNT_APIS.some((api) => m.location().url.startsWith(api));

/** Collects console errors and page errors, so a test can assert a clean run (no hydration errors). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !isCountApiFailure(m)) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** A new page of `context` at `url`, hydrated, with its errors and its console warnings recorded. */
export async function openHydrated(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]');
  return { page, errors, warnings };
}

/** Marks the page's document; `sameDocument` then tells whether a move kept it (client navigation). */
export const markDocument = (page: Page) => page.evaluate(() => void Object.assign(window, { __sameDocument: true }));
export const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
