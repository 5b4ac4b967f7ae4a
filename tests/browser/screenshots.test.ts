import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { watchErrors } from '../support/browser.ts';
import { violations } from '../support/axe.ts';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';

// A page whose first shot sits below the first viewport on a phone, and a later one further down.
const PAGE = '/features/checkpoints';

const site = withSite('screenshots');

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Every request for a WebP file, in order. */
function watchImages(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.webp')) requests.push(request.url());
  });
  return requests;
}

/**
 * The WebP files the page asked for before it was interactive, by the page's own clock: each
 * request's start against the shell's hydration mark. (Telling the two apart from here, by the
 * order two events reach the test, could put a request made just after the mark before it.)
 */
const imagesBeforeHydration = (page: Page) =>
  page.evaluate(() => {
    const [mark] = performance.getEntriesByName('roo:hydrated', 'mark');
    if (!mark) throw new Error('the page has no hydration mark');
    return performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.webp') && e.startTime < mark.startTime)
      .map((e) => e.name);
  });

async function themed(context: BrowserContext, theme: 'dark' | 'light') {
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

const shownSources = (page: Page) =>
  page.$$eval('figure.screenshot > a', (links) =>
    links
      .filter((a) => getComputedStyle(a).display !== 'none')
      .map((a) => a.querySelector('img')!.currentSrc || a.querySelector('img')!.src),
  );

test('the shot follows the site theme, not the OS, and only the shown variant is fetched', async () => {
  for (const [site_theme, os] of [
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    const context = await site.browser.newContext({ ...PHONE, colorScheme: os });
    await themed(context, site_theme);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const requests = watchImages(page);
    await page.goto(`${site.url}${PAGE}`);
    await page.waitForSelector('html[data-hydrated]');
    const figures = page.locator('figure.screenshot');
    assert.ok((await figures.count()) >= 1, 'the page has shots');
    for (let i = 0; i < (await figures.count()); i++) await figures.nth(i).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const shown = await shownSources(page);
    assert.equal(shown.length, await figures.count(), 'one variant of each shot is shown');
    assert.ok(shown.every((src) => src.length > 0));
    const other = site_theme === 'dark' ? 'light' : 'dark';
    const variants = await page.$$eval(`figure.screenshot .screenshot-${other} img`, (imgs) =>
      imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth),
    );
    assert.ok(
      variants.every((w) => !w),
      `the ${other} variant is never loaded`,
    );
    assert.ok(requests.length >= shown.length, 'each shown shot was fetched');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('no image bytes before the page is interactive when no shot is in the first viewport', async () => {
  const context = await site.browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${site.url}${PAGE}`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  const firstTop = await page
    .locator('figure.screenshot')
    .first()
    .evaluate((f) => f.getBoundingClientRect().top);
  assert.ok(firstTop > 844, `the page's first shot starts below a phone's first viewport (${firstTop}px)`);
  assert.deepEqual(await imagesBeforeHydration(page), []);
  await context.close();
});

test('no layout shift while the shots load, at 390 and 1280 px', async () => {
  for (const viewport of [PHONE.viewport, { width: 1280, height: 800 }]) {
    const context = await site.browser.newContext({ viewport });
    await context.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Slow image answers, so the boxes are laid out long before the files arrive.
    await context.route('**/*.webp', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${site.url}${PAGE}`);
    await page.waitForSelector('html[data-hydrated]');
    const figures = page.locator('figure.screenshot');
    for (let i = 0; i < (await figures.count()); i++) {
      await figures.nth(i).scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
    }
    await page.waitForLoadState('networkidle');
    const box = await figures.first().locator('a:visible img').boundingBox();
    assert.ok(box && box.width > 100 && box.height > 100, 'the image has its size');
    assert.ok(box!.width <= viewport.width, 'the image fits the viewport');
    assert.equal(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), 0, `CLS at ${viewport.width} px`);
    await context.close();
  }
});

test('Enter and click open the full-size picture in a dialog; Escape closes it; no axe violations', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}${PAGE}`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  const figure = page.locator('figure.screenshot').first();
  await figure.scrollIntoViewIfNeeded();
  const link = figure.locator('a:visible');
  assert.match((await link.getAttribute('href')) ?? '', /\.webp$/, 'without JavaScript the link opens the 2x file');
  assert.ok(((await figure.locator('figcaption').textContent()) ?? '').length > 4, 'a caption');
  assert.ok(((await link.locator('img').getAttribute('alt')) ?? '').length > 20, 'alt text');
  assert.deepEqual(await violations(page, 'figure.screenshot'), []);

  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = figure.locator('dialog');
  await dialog.waitFor({ state: 'visible' });
  assert.equal(page.url(), `${site.url}${PAGE}`, 'the page stays');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('dialog[open] img')].some((i) => (i as HTMLImageElement).naturalWidth > 0),
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  await link.click();
  await dialog.waitFor({ state: 'visible' });
  await page.locator('dialog').getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
  await context.close();
});
