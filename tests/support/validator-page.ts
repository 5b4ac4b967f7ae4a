import type { Page } from 'playwright-core';
import { watchErrors } from './browser.ts';
import type { SiteUnderTest } from './with-site.ts';

/** What every validator announces for a file Roo Code accepts. */
export const ACCEPTED = 'Roo Code 3.28.17 accepts this file.';

/** A validator page, hydrated with its section's code, plus every script it has fetched so far. */
export async function openValidator(site: SiteUnderTest, path: string, kind: string, { forAxe = false } = {}) {
  // axe is injected as an inline script, which the page's own script policy would block; every
  // other check runs under that policy, so a checker that needed eval would fail here.
  const context = await site.browser.newContext({ bypassCSP: forAxe });
  await context.addCookies([{ name: 'CookieConsent', value: 'false', url: site.url }]);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(`${site.url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  const box = page.locator(`[data-file-validator="${kind}"]`);
  return { context, page, errors, scripts, box, field: box.locator('textarea'), status: box.locator('[role="status"]') };
}

/** Replaces the text as a paste would, then waits for the result it announces. */
export async function paste(page: Page, kind: string, text: string): Promise<string> {
  const field = page.locator(`[data-file-validator="${kind}"] textarea`);
  const status = await page.locator(`[data-file-validator="${kind}"] [role="status"]`).elementHandle();
  // Emptying the field clears the previous result, so the next one cannot be mistaken for it.
  await field.fill('');
  await page.waitForFunction((el) => el?.textContent === '', status);
  await field.focus();
  await page.keyboard.insertText(text);
  await page.waitForFunction((el) => (el?.textContent ?? '') !== '', status);
  return (await status?.textContent()) ?? '';
}

export async function problems(page: Page, kind: string): Promise<Array<[string, string]>> {
  return page
    .locator(`[data-file-validator="${kind}"] li[data-path]`)
    .evaluateAll((items) =>
      items.map((li) => [li.getAttribute('data-path') ?? '', li.querySelector('[data-message]')?.textContent ?? '']),
    ) as Promise<Array<[string, string]>>;
}
