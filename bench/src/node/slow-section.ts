import type { Browser, Page } from 'playwright-core';
import type { Fault, SlowProxy } from './slow-proxy.ts';

/** A section's files slowed or stalled by the proxy, and what the reader should end up with. */
export interface SlowCase {
  name: string;
  faults: { match: RegExp; fault: Fault }[];
}

/** Every file of a section's browser build (manifest, remoteEntry, chunks): the 10 s latency drill (a section that answers slowly). */
export const sectionFiles = (section: string) => new RegExp(`^/_mf/${section}/[^/]+/(?!routes\\.json|search-shard\\.json)`);
/** The section's code chunks only (not its manifest or remoteEntry). */
export const sectionChunks = (section: string) => new RegExp(`^/_mf/${section}/[^/]+/[0-9]+\\.js$`);

const noticeShown = (page: Page, limitMs: number) =>
  page
    .locator('.island-notice')
    .waitFor({ timeout: limitMs })
    .then(
      () => true,
      () => false,
    );

/**
 * Milliseconds from the start of a first visit to `path` until the "section unavailable" notice
 * shows (null: not within `limitMs`).
 */
export async function firstLoadToNotice(browser: Browser, proxy: SlowProxy, path: string, limitMs: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const start = Date.now();
  await page.goto(`${proxy.url}${path}`, { waitUntil: 'commit' });
  const shown = await noticeShown(page, limitMs);
  const ms = Date.now() - start;
  await context.close();
  return shown ? ms : null;
}

/**
 * Milliseconds from a click on a link to `to` (on an idle `from` page) until the target's
 * heading is on screen, and until the notice shows there (null: not within `limitMs`).
 */
export async function clickToNotice(
  browser: Browser,
  proxy: SlowProxy,
  from: string,
  to: string,
  heading: string,
  limitMs: number,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${proxy.url}${from}`);
  // Its own code in: a click on a page still hydrating is the browser's own navigation.
  await page.waitForSelector('.doc-page[data-live]');
  await page.waitForLoadState('networkidle');
  const start = Date.now();
  await page.locator(`.markdown a[href="${to}"]`).first().click({ noWaitAfter: true });
  const atTitle = await page
    .locator('h1', { hasText: heading })
    .waitFor({ timeout: limitMs })
    .then(
      () => Date.now() - start,
      () => null,
    );
  const shown = await noticeShown(page, Math.max(1, limitMs - (Date.now() - start)));
  const atNotice = shown ? Date.now() - start : null;
  await context.close();
  return { atTitle, atNotice };
}
