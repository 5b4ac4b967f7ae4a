import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { GALLERY_QUERY_URL, REPO_API_URL } from '../../shared/chrome/src/counts/fetch-counts.ts';
import { watchErrors } from './browser.ts';
import type { SiteUnderTest } from './with-site.ts';
export { openHeld } from './held-shell.ts';

// The sandbox has no internet: both count APIs are answered here, as the real ones would.
export type Answer = { status?: number; body: unknown } | 'abort';
export const STARS_OK: Answer = { body: { stargazers_count: 23456 } };
export const INSTALLS_OK: Answer = {
  body: { results: [{ extensions: [{ statistics: [{ statisticName: 'install', value: 1_234_567 }] }] }] },
};

export interface Scene {
  context: BrowserContext;
  page: Page;
  errors: string[];
  warnings: string[];
  requests: Request[];
}

async function answer(route: Route, a: Answer) {
  if (a === 'abort') return route.abort();
  await route.fulfill({
    status: a.status ?? 200,
    headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
    body: JSON.stringify(a.body),
  });
}

/** A fresh browser context whose count APIs give these answers, once `release` resolves. */
export async function scene(
  site: SiteUnderTest,
  stars: Answer,
  installs: Answer,
  opts: { release?: Promise<void>; init?: () => void } = {},
): Promise<Scene> {
  const context = await site.browser.newContext();
  if (opts.init) await context.addInitScript(opts.init);
  const requests: Request[] = [];
  for (const [url, a] of [
    [REPO_API_URL, stars],
    [GALLERY_QUERY_URL, installs],
  ] as const) {
    await context.route(url, async (route) => {
      requests.push(route.request());
      await opts.release;
      await answer(route, a);
    });
  }
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  return { context, page, errors: watchErrors(page), warnings, requests };
}

export const shown = (page: Page, name: 'stars' | 'installs') => page.locator(`[data-count="${name}"]`).textContent();
export const open = async (site: SiteUnderTest, page: Page, path = '/features/checkpoints') => {
  await page.goto(`${site.url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
};
export const displayed = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    return el !== null && getComputedStyle(el).display !== 'none';
  }, selector);
