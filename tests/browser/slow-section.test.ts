import assert from 'node:assert/strict';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';
import type { Page } from 'playwright-core';
import { startSlowProxy, type Fault, type SlowProxy } from '@roo-docs/bench/slow-proxy';
import { sectionChunks } from '@roo-docs/bench/slow-section';
import { violations } from '../support/axe.ts';
import { markDocument, watchErrors } from '../support/browser.ts';

// Every scenario puts a real proxy in front of the published origin and slows or stalls part of
// the features section. The shell's load bounds are shortened (never measured here): what is
// checked is where each scenario ends, which on unbounded loads it would not reach for minutes.
const BOUNDS = { firstByteMs: 2_000, totalMs: 4_000 };
const PATIENCE = { timeout: 45_000 };
const LONGER_THAN_ANY_BOUND: Fault = { delayMs: 120_000 };
const manifest = /^\/_mf\/features\/[^/]+\/mf-manifest\.json$/;
const remoteEntry = /^\/_mf\/features\/[^/]+\/remoteEntry\.[0-9a-f]+\.js$/;

const site = withSite('slow-section');

/** One scenario: its own proxy and browser context (so nothing is cached from another). */
async function scenario(faults: SlowProxy['faults'], run: (page: Page, proxy: SlowProxy) => Promise<void>) {
  const proxy = await startSlowProxy(site.url);
  proxy.faults = faults;
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((b) => Object.assign(window, { __ROO_DOCS_LOAD_BOUNDS__: b }), BOUNDS);
  try {
    await run(await context.newPage(), proxy);
  } finally {
    await context.close();
    await proxy.close();
  }
}

const inViewport = (page: Page) =>
  page.locator('.island-notice').evaluate((el) => {
    const r = el.getBoundingClientRect();
    // In the viewport, and on top: nothing (the navbar, a banner) covers it.
    const onTop = el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && r.height > 0 && onTop;
  });

async function expectSavedCopy(page: Page, heading: string) {
  await page.locator('.island-notice', { hasText: 'could not load' }).waitFor(PATIENCE);
  assert.equal(await page.locator('h1').first().textContent(), heading);
  assert.ok(((await page.locator('.markdown').textContent()) ?? '').length > 200, 'the prerendered text stays');
  assert.equal(await inViewport(page), true, 'the notice is in view');
}

test('a remoteEntry slower than the bound: saved copy, a notice in view, keyboard Retry once the section answers', async () => {
  await scenario([{ match: remoteEntry, fault: LONGER_THAN_ANY_BOUND }], async (page, proxy) => {
    const errors = watchErrors(page);
    await page.goto(`${proxy.url}/features/checkpoints`);
    await expectSavedCopy(page, 'Checkpoints');
    // Where the reader is looking, however far down the page they are.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForFunction(() => window.scrollY > 0);
    assert.equal(await inViewport(page), true, 'notice in view halfway down');
    assert.deepEqual(await violations(page, '.island-notice'), []);
    // The notice moves no content: the text sits where it sits without it.
    const headingTop = () =>
      page
        .locator('h1')
        .first()
        .evaluate((h) => h.getBoundingClientRect().top + scrollY);
    const withNotice = await headingTop();
    await page.getByRole('button', { name: 'Dismiss this notice' }).click();
    await page.locator('.island-notice').waitFor({ state: 'detached' });
    assert.equal(await headingTop(), withNotice);

    await page.reload();
    await page.locator('.island-notice-retry').waitFor(PATIENCE);
    // Retry is reached with the keyboard alone.
    await page.evaluate(() => window.scrollTo(0, 0));
    let reached = false;
    for (let i = 0; i < 400 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.classList.contains('island-notice-retry') ?? false);
    }
    assert.ok(reached, 'Tab reaches Retry');
    // The section answers again (and at full speed, so a loaded machine cannot fail it): Retry
    // brings the page's own code.
    proxy.faults = [];
    await page.addInitScript(() => Object.assign(window, { __ROO_DOCS_LOAD_BOUNDS__: { firstByteMs: 60_000, totalMs: 60_000 } }));
    errors.length = 0;
    await page.keyboard.press('Enter');
    await page.locator('.doc-page[data-live]').waitFor(PATIENCE);
    assert.equal(await page.locator('.island-notice').count(), 0);
    assert.equal(await page.locator('h1').first().textContent(), 'Checkpoints');
    assert.deepEqual(errors, []);
  });
});

test('a manifest slower than the bound: saved copy and the notice', async () => {
  await scenario([{ match: manifest, fault: LONGER_THAN_ANY_BOUND }], async (page, proxy) => {
    await page.goto(`${proxy.url}/features/checkpoints`);
    await expectSavedCopy(page, 'Checkpoints');
  });
});

test('chunks that never answer: saved copy and the notice', async () => {
  await scenario([{ match: sectionChunks('features'), fault: 'stall' }], async (page, proxy) => {
    await page.goto(`${proxy.url}/features/checkpoints`);
    await expectSavedCopy(page, 'Checkpoints');
  });
});

/** A click on a link into the stalled section, from a healthy page: it must not do nothing. */
async function clickIntoStalledSection(page: Page, proxy: SlowProxy) {
  await page.goto(`${proxy.url}/faq`);
  // Its own code in: a click on a page still hydrating is the browser's own navigation.
  await page.waitForSelector('.doc-page[data-live]');
  await markDocument(page);
  await page.locator('.markdown a[href="/features/checkpoints"]').first().click();
  await page.waitForURL(`${proxy.url}/features/checkpoints`, PATIENCE);
  await page.locator('h1', { hasText: 'Checkpoints' }).waitFor(PATIENCE);
  // The shell tried the section first, then had the browser load the page itself, so its
  // prerendered HTML is what shows.
  const loadedInFull = proxy.requested.indexOf('/features/checkpoints');
  assert.ok(loadedInFull > 0, 'the target page was loaded in full');
  assert.ok(
    proxy.requested.slice(0, loadedInFull).some((p) => p.startsWith('/_mf/features/') && p.endsWith('.js')),
    'the click first asked the section for its code',
  );
  assert.equal(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), undefined);
  await expectSavedCopy(page, 'Checkpoints');
}

test('a click into a section whose chunks never answer ends on the prerendered target, with the notice', async () => {
  await scenario([{ match: sectionChunks('features'), fault: 'stall' }], clickIntoStalledSection);
});

test('a click into a section whose remoteEntry is slower than the bound ends on the prerendered target, with the notice', async () => {
  await scenario([{ match: remoteEntry, fault: LONGER_THAN_ANY_BOUND }], clickIntoStalledSection);
});

test('after a click that timed out, the target shows its saved copy at once (no second wait); Retry then loads it', async () => {
  await scenario([{ match: sectionChunks('features'), fault: 'stall' }], async (page, proxy) => {
    // The section recovers the moment the browser asks for the target page itself: only a page
    // that skips its own attempt still shows the notice.
    proxy.onRequest = (path) => {
      if (path === '/features/checkpoints') proxy.faults = [];
    };
    await clickIntoStalledSection(page, proxy);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.doc-page[data-live]').waitFor(PATIENCE);
    assert.equal(await page.locator('.island-notice').count(), 0);
  });
});

test('back into a section whose chunks never answer ends on the prerendered page, with the notice', async () => {
  await scenario([{ match: sectionChunks('features'), fault: 'stall' }], async (page, proxy) => {
    await page.goto(`${proxy.url}/faq`);
    await page.waitForSelector('.doc-page[data-live]');
    // A history entry for a page of the stalled section that this document never loaded; going
    // back to it is a POP navigation, rendered without a preload.
    await page.evaluate(() => {
      history.pushState(null, '', '/features/checkpoints');
      history.pushState(null, '', '/faq');
      Object.assign(window, { __sameDocument: true });
      history.back();
    });
    await page.waitForURL(`${proxy.url}/features/checkpoints`, PATIENCE);
    await page.waitForFunction(() => !(window as { __sameDocument?: boolean }).__sameDocument, undefined, PATIENCE);
    assert.ok(proxy.requested.includes('/features/checkpoints'), 'the page was loaded in full');
    assert.equal(await page.locator('.error-box').count(), 0, 'no error box');
    await expectSavedCopy(page, 'Checkpoints');
  });
});
