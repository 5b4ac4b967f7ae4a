import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { FakeHost } from './analytics-host.ts';
import { watchErrors } from './browser.ts';
import type { ConsentSite } from './consent-site.ts';

export const BANNER_TEXT = 'Like most of the internet, we use cookies. Are you OK with that?';
// A string of posthog-js's own bundle, found in no file of this site's code.
export const POSTHOG_MARKER = '[PostHog.js]';

/** Every JavaScript file the page receives, by URL, so a test can see what was downloaded. */
export function watchScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (res) => {
    if (res.url().endsWith('.js'))
      scripts.set(
        res.url(),
        res.text().catch(() => ''),
      );
  });
  return scripts;
}

export async function posthogDownloaded(scripts: Map<string, Promise<string>>): Promise<boolean> {
  return (await Promise.all(scripts.values())).some((body) => body.includes(POSTHOG_MARKER));
}

/**
 * posthog-js drops the events of browsers that look automated (a HeadlessChrome user agent or
 * brand, `navigator.webdriver`), as bots are; the tests present themselves as a reader's Chrome.
 */
export async function newContext(site: ConsentSite, options: BrowserContextOptions = {}) {
  const context = await site.browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${site.browser.version()} Safari/537.36`,
    ...options,
  });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
  return context;
}

export async function open(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]');
  return { page, errors, scripts };
}

/** Lets anything the page would send arrive: posthog-js flushes its queue every few seconds. */
export const settle = (page: Page) => page.waitForTimeout(4000);

export async function waitFor(host: FakeHost, condition: () => boolean, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}; the host saw:\n${host.requests.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'CookieConsent');
}

export async function clickSidebar(page: Page, href: string) {
  // The category may already be open on this page; the toggle only matters when it is not.
  await page
    .locator('.sidebar button', { hasText: 'Features' })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await page.locator(`.sidebar a[href="${href}"]`).click();
  await page.waitForURL(`**${href}`);
}
