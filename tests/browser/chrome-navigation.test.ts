import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { watchErrors } from '../support/browser.ts';
import { test } from '@rstest/core';
import { BOTH_TARGETS, withSite } from '../support/with-site.ts';

const site = withSite('chrome-nav', { targets: BOTH_TARGETS });

async function open(path: string, init?: () => void): Promise<{ page: Page; errors: string[] }> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  return { page, errors };
}

test('the table of contents follows the reader down a long page', async () => {
  const { page, errors } = await open('/features/checkpoints');
  const active = () => page.locator('.toc a.active').getAttribute('href');
  await page.locator('.toc a').first().waitFor();
  const ids = await page.locator('.toc a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const target = ids[Math.floor(ids.length / 2)]!;
  await page.evaluate((id) => document.getElementById(id.slice(1))!.scrollIntoView(), target);
  await page.waitForFunction((id) => document.querySelector('.toc a.active')?.getAttribute('href') === id, target);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(
    (last) => document.querySelector('.toc a.active')?.getAttribute('href') === last,
    ids[ids.length - 1],
  );
  assert.equal(await active(), ids[ids.length - 1]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('an anchor, arrived at or followed from the TOC, is not hidden under the sticky navbar', async () => {
  // Nothing above the heading may cover it: the navbar (when shown) and the announcement bar.
  const clear = (id: string) =>
    page.waitForFunction((id) => {
      // The element is swapped once while the section's code hydrates the content.
      const heading = document.getElementById(id);
      if (!heading) return false;
      const top = heading.getBoundingClientRect().top;
      const covers = [...document.querySelectorAll('.navbar, .announcement-bar')].map((e) => e.getBoundingClientRect());
      return top >= 0 && top < 250 && covers.every((r) => r.height === 0 || r.bottom <= top || r.top >= top);
    }, id);
  const { page, errors } = await open('/features/checkpoints#installing-git');
  await clear('installing-git');
  await page.locator('.toc a[href="#troubleshooting"]').click();
  await clear('troubleshooting');
  await page.evaluate(() => window.scrollBy(0, -40));
  await clear('troubleshooting');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('arriving on a page deep in the sidebar scrolls its link into view', async () => {
  const { page } = await open('/update-notes/v3.28.16');
  await page.waitForFunction(() => {
    const nav = document.querySelector('.sidebar')!.getBoundingClientRect();
    const link = document.querySelector('.sidebar a[aria-current="page"]')!.getBoundingClientRect();
    return link.top >= nav.top && link.bottom <= nav.bottom;
  });
  await page.context().close();
});

test('the progress bar appears only when a navigation takes longer than 200 ms', async () => {
  const { page, errors } = await open('/faq');
  await page.route('**/_mf/features/**/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 900));
    await route.continue();
  });
  await page.locator('.navbar a[href="/features/"]').click();
  await page.locator('#nprogress .bar').waitFor({ timeout: 3000 });
  await page.locator('h1', { hasText: 'Roo Code Features' }).waitFor();
  await page.locator('#nprogress').waitFor({ state: 'detached', timeout: 3000 });
  // A fast navigation inside a loaded section shows no bar.
  await page.unroute('**/_mf/features/**/*.js');
  let barSeen = false;
  await page.exposeFunction('__barSeen', () => (barSeen = true));
  await page.evaluate(() =>
    new MutationObserver(
      () => document.getElementById('nprogress') && (window as unknown as { __barSeen: () => void }).__barSeen(),
    ).observe(document.body, { childList: true }),
  );
  await page.locator('main a[href="/features/checkpoints"]').first().click();
  await page.locator('h1', { hasText: 'Checkpoints' }).waitFor();
  await page.waitForTimeout(400);
  assert.equal(barSeen, false);
  assert.deepEqual(errors, []);
  await page.context().close();
});

for (const saveData of [false, true]) {
  test(`hovering a link ${saveData ? 'does not prefetch with save-data on' : 'prefetches its page'}`, async () => {
    const { page } = await open(
      '/faq',
      saveData
        ? () => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })
        : undefined,
    );
    await page.waitForLoadState('networkidle');
    const requested: string[] = [];
    // Opening the closed category may fetch its navigation (nav.json: the reader asked for it);
    // a prefetch is the section's code: its manifest, entry and chunks.
    page.on('request', (r) => r.url().includes('/_mf/cloud/') && !r.url().endsWith('/nav.json') && requested.push(r.url()));
    await page.locator('.sidebar button', { hasText: 'Roo Code Cloud' }).click();
    await page.locator('.sidebar a[href="/roo-code-cloud/task-sync"]').hover();
    await page.waitForTimeout(800);
    if (saveData) assert.deepEqual(requested, []);
    else
      assert.ok(
        requested.some((u) => u.includes('mf-manifest.json')),
        requested.join('\n'),
      );
    await page.context().close();
  });
}

test('mobile menu: opens below 996 px, closes past the breakpoint, on a link and on back', async () => {
  const context = await site.browser.newContext({ viewport: { width: 800, height: 700 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}/faq`);
  await page.waitForSelector('html[data-hydrated]');
  const toggle = page.getByRole('button', { name: 'Open navigation menu' });
  assert.equal(await page.locator('.sidebar').isVisible(), false);
  await toggle.click();
  await page.locator('.sidebar').waitFor({ state: 'visible' });
  assert.equal(await page.getByRole('button', { name: 'Close navigation menu' }).getAttribute('aria-expanded'), 'true');
  await page.setViewportSize({ width: 1100, height: 700 });
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-menu'));
  await page.setViewportSize({ width: 800, height: 700 });
  await toggle.click();
  await page.locator('.sidebar button', { hasText: 'Getting Started' }).click();
  await page.locator('.sidebar a[href="/getting-started/installing"]').click();
  await page.locator('h1', { hasText: 'Installing Roo Code' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-menu')), false);
  await toggle.click();
  await page.goBack();
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-menu'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('mobile menu opened on a phone closes when the window is widened to desktop size', async () => {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  await page.waitForSelector('html[data-hydrated]');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-menu'));
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-menu'));
  assert.equal(await page.locator('.menu-toggle').isVisible(), false);
  await context.close();
});

test('the navbar hides while scrolling down and returns on scroll up', async () => {
  const { page } = await open('/features/checkpoints');
  await page.locator('.toc a').first().waitFor();
  for (const y of [300, 700, 1200]) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.waitForTimeout(100);
  }
  await page.waitForSelector('.navbar.navbar-hidden', { state: 'attached' });
  await page.evaluate(() => window.scrollBy(0, -300));
  await page.waitForSelector('.navbar:not(.navbar-hidden)', { state: 'attached' });
  await page.context().close();
});

test('on a phone the table of contents folds under the title and closes on a pick', async () => {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 740 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}/features/checkpoints`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  assert.equal(await page.locator('.doc-toc .toc').isVisible(), false, 'the side TOC is hidden');
  const fold = page.locator('.toc-mobile');
  await fold.locator('summary').click();
  const link = fold.locator('a[href="#troubleshooting"]');
  await link.click();
  await page.waitForFunction(() => {
    const top = document.getElementById('troubleshooting')!.getBoundingClientRect().top;
    return top >= 0 && top < 200;
  });
  assert.equal(await fold.evaluate((d: HTMLDetailsElement) => d.open), false);
  await page.setViewportSize({ width: 1280, height: 740 });
  assert.equal(await fold.isVisible(), false, 'wide screens keep the side TOC only');
  assert.deepEqual(errors, []);
  await context.close();
});
