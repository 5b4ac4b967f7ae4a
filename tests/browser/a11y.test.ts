import assert from 'node:assert/strict';
import { violations } from '../support/axe.ts';
import { test } from '@rstest/core';
import { BOTH_TARGETS, withSite } from '../support/with-site.ts';

const PAGES = [
  '/',
  '/features/checkpoints',
  '/providers/anthropic',
  // Code blocks in several languages (yaml, json, xml, bash) in both themes' colours.
  '/features/custom-modes',
  '/advanced-usage/available-tools/apply-diff',
  '/providers/litellm',
  // The release-notes index with its catch-up form, and a release note with its At a glance box.
  '/update-notes/',
  '/update-notes/v3.28.17',
  '/search?q=checkpoints',
  '/no/such/page',
];

const site = withSite('a11y', { targets: BOTH_TARGETS });

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 390]) {
    test(`no axe violations, ${theme} theme, ${width} px wide`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${site.url}${path}`);
        await page.waitForSelector('html[data-hydrated]');
        await page.waitForLoadState('networkidle');
        for (const v of await violations(page)) found.push(`${path}: ${v}`);
        // WCAG reflow: nothing wider than the window (a sideways scroll of the whole page), down to
        // the 320 px the criterion names.
        for (const w of width < 1280 ? [width, 320] : [width]) {
          await page.setViewportSize({ width: w, height: 800 });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (overflow > 0) found.push(`${path}: the page is ${overflow} px wider than the ${w} px window`);
        }
        await page.setViewportSize({ width, height: 800 });
      }
      assert.deepEqual(found, []);
      await context.close();
    });
  }
}

test('everything interactive is reachable with the keyboard, skip link first', async () => {
  const context = await site.browser.newContext();
  // The consent banner (tested in consent-*.test.ts) would arrive mid-count when the page is idle.
  await context.addCookies([{ name: 'CookieConsent', value: 'false', url: site.url }]);
  const page = await context.newPage();
  await page.goto(`${site.url}/features/checkpoints`);
  await page.waitForSelector('html[data-hydrated]');
  // The content's own controls (copy buttons) arrive with its section's code.
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');
  // Every focusable control can be reached by Tab from the top of the page.
  const total = await page.evaluate(
    () =>
      [...document.querySelectorAll('a[href], button, input, summary, [tabindex="0"]')].filter(
        // Shown, and not inside a closed menu (its summary is the control until it opens).
        (el) => (el as HTMLElement).offsetParent !== null && (el.tagName === 'SUMMARY' || !el.closest('details:not([open])')),
      ).length,
  );
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const seen = new Set<string>();
  const order: string[] = [];
  // One full round: the order wraps from the page's end to the navbar and back to where it began.
  for (let i = 0; i < 500; i++) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return `${el.tagName}|${el.getAttribute('href') ?? ''}|${el.textContent?.slice(0, 40)}|${[...el.parentElement!.children].indexOf(el)}`;
    });
    if (key === order[0]) break;
    seen.add(key);
    order.push(key);
  }
  // Counted by steps, not by distinct descriptions: two links can read the same.
  assert.ok(order.length >= total, `reached ${order.length} of ${total} controls`);
  const menus = [...seen].filter((s) => s.startsWith('SUMMARY|'));
  assert.equal(menus.length, 2, `the docs-version and language menus are reached: ${menus.join(', ')}\n${order.join('\n')}`);
  await context.close();
});
