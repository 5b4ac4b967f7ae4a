import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { ANNOUNCEMENT, ANNOUNCEMENT_ID, TEAMS_BANNER } from '../../shared/chrome/src/banners/dismissals.ts';
import { GALLERY_QUERY_URL, REPO_API_URL } from '../../shared/chrome/src/counts/fetch-counts.ts';
import { watchErrors } from '../support/browser.ts';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';

const site = withSite('footer-banners');

// The sandbox has no internet: both count APIs are answered here, as the real ones would.
type Answer = { status?: number; body: unknown } | 'abort';
const STARS_OK: Answer = { body: { stargazers_count: 23456 } };
const INSTALLS_OK: Answer = {
  body: { results: [{ extensions: [{ statistics: [{ statisticName: 'install', value: 1_234_567 }] }] }] },
};

interface Scene {
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
async function scene(stars: Answer, installs: Answer, opts: { release?: Promise<void>; init?: () => void } = {}): Promise<Scene> {
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

const shown = (page: Page, name: 'stars' | 'installs') => page.locator(`[data-count="${name}"]`).textContent();
const open = async (page: Page, path = '/features/checkpoints') => {
  await page.goto(`${site.url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
};
/** Loads a page with the shell's scripts held back: what the reader sees before the app runs. */
async function openHeld(page: Page, path = '/faq'): Promise<() => Promise<void>> {
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
const displayed = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    return el !== null && getComputedStyle(el).display !== 'none';
  }, selector);

test('the server renders the default counts; good answers replace them after hydration', async () => {
  const html = await (await fetch(`${site.url}/features/checkpoints`)).text();
  assert.match(html, /data-count="stars">15\.4k</);
  assert.match(html, /data-count="installs">574\.1k</);
  let release: () => void = () => {};
  const s = await scene(STARS_OK, INSTALLS_OK, { release: new Promise((r) => (release = r)) });
  await open(s.page);
  assert.equal(await shown(s.page, 'stars'), '15.4k', 'defaults while the answers are on their way');
  assert.equal(await shown(s.page, 'installs'), '574.1k');
  release();
  await s.page.waitForFunction(() => document.querySelector('[data-count="stars"]')?.textContent === '23.5k');
  await s.page.waitForFunction(() => document.querySelector('[data-count="installs"]')?.textContent === '1.2M');
  assert.equal(
    await s.page.getByRole('link', { name: 'GitHub stars: 23.5k' }).getAttribute('href'),
    'https://github.com/RooCodeInc/Roo-Code',
  );
  assert.deepEqual(s.errors, []);
  await s.context.close();
});

test('one GET of the repository and one marketplace query per page load, in the exact shapes', async () => {
  const s = await scene(STARS_OK, INSTALLS_OK);
  await open(s.page);
  await s.page.waitForFunction(() => document.querySelector('[data-count="installs"]')?.textContent === '1.2M');
  // A client-side navigation keeps the counts in memory and asks nothing again.
  await s.page.locator('.sidebar a[href="/features/rooignore"]').click();
  await s.page.waitForURL('**/features/rooignore');
  assert.deepEqual(
    s.requests.map((r) => `${r.method()} ${r.url()}`),
    [`GET ${REPO_API_URL}`, `POST ${GALLERY_QUERY_URL}`],
  );
  const query = s.requests[1]!;
  const headers = await query.allHeaders();
  assert.equal(headers['content-type'], 'application/json');
  assert.equal(headers['accept'], 'application/json;api-version=7.1-preview.1');
  assert.deepEqual(query.postDataJSON(), {
    filters: [{ criteria: [{ filterType: 7, value: 'RooVeterinaryInc.roo-cline' }] }],
    flags: 914,
  });
  assert.equal(s.requests[0]!.postData(), null);
  assert.deepEqual(s.errors, []);
  await s.context.close();
});

async function expectLogged(s: Scene, messages: string[]) {
  for (const m of messages) {
    for (let i = 0; i < 50 && !s.warnings.some((w) => w.startsWith(m)); i++) await s.page.waitForTimeout(50);
    assert.ok(
      s.warnings.some((w) => w.startsWith(m)),
      `expected "${m}" in:\n${s.warnings.join('\n')}`,
    );
  }
  assert.equal(await shown(s.page, 'stars'), '15.4k');
  assert.equal(await shown(s.page, 'installs'), '574.1k');
}

test('garbage answers keep the defaults and log why', async () => {
  const noStats = await scene({ body: { stargazers_count: 'lots' } }, { body: { results: [{ extensions: [{}] }] } });
  await open(noStats.page);
  await expectLogged(noStats, ['GitHub API: Invalid stargazers count', 'VSCode API: Missing statistics in response']);
  assert.deepEqual(noStats.errors, []);
  await noStats.context.close();
  const noInstall = await scene(
    { body: [] },
    { body: { results: [{ extensions: [{ statistics: [{ statisticName: 'averagerating', value: 5 }] }] }] } },
  );
  await open(noInstall.page);
  await expectLogged(noInstall, ['GitHub API: Invalid stargazers count', 'VSCode API: Install count not found']);
  assert.deepEqual(noInstall.errors, []);
  await noInstall.context.close();
});

test('failed requests keep the defaults and log the failure', async () => {
  const s = await scene({ status: 500, body: { message: 'Server Error' } }, 'abort');
  await open(s.page);
  await expectLogged(s, ['Error fetching GitHub stars', 'Error fetching VSCode downloads']);
  // Chromium reports the failed loads themselves; nothing else may go wrong.
  assert.deepEqual(
    s.errors.filter((e) => !e.startsWith('Failed to load resource')),
    [],
  );
  await s.context.close();
});

test('a dismissed announcement stays hidden across reloads, without a flash', async () => {
  const s = await scene(STARS_OK, INSTALLS_OK);
  await open(s.page);
  const bar = s.page.getByRole('region', { name: 'Announcement' });
  const link = bar.getByRole('link', { name: /^Get early access now\. \(opens in a new tab\)$/ });
  assert.equal(await link.getAttribute('target'), '_blank');
  assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
  const href = new URL((await link.getAttribute('href'))!);
  assert.equal(`${href.origin}${href.pathname}`, 'https://app.roocode.com/l/teams');
  assert.deepEqual(
    ['utm_source', 'utm_medium', 'utm_campaign'].map((k) => href.searchParams.get(k)),
    ['docs', 'banner', 'teams'],
  );
  await bar.getByRole('button', { name: 'Close' }).click();
  await bar.waitFor({ state: 'detached' });
  assert.deepEqual(JSON.parse((await s.page.evaluate((k) => localStorage.getItem(k), ANNOUNCEMENT.key))!), {
    id: ANNOUNCEMENT_ID,
  });
  const next = await s.context.newPage();
  const errors = watchErrors(next);
  const release = await openHeld(next);
  assert.equal(await displayed(next, '.announcement-bar'), false, 'hidden by the head script before the app runs');
  assert.equal(await displayed(next, '.teams-banner'), true, 'the other banner is not affected');
  await release();
  assert.equal(await next.locator('.announcement-bar').count(), 0);
  assert.deepEqual([...s.errors, ...errors], []);
  await s.context.close();
});

test('an announcement with a new id shows even to readers who dismissed the last one', async () => {
  const s = await scene(STARS_OK, INSTALLS_OK, {
    init: () => localStorage.setItem('announcement-dismissed', JSON.stringify({ id: 'an-older-announcement' })),
  });
  const release = await openHeld(s.page);
  assert.equal(await displayed(s.page, '.announcement-bar'), true);
  await release();
  assert.equal(await displayed(s.page, `.announcement-bar[data-announcement-id="${ANNOUNCEMENT_ID}"]`), true);
  assert.deepEqual(s.errors, []);
  await s.context.close();
});

test('a dismissed teams banner is remembered', async () => {
  const s = await scene(STARS_OK, INSTALLS_OK);
  await open(s.page);
  const banner = s.page.getByRole('complementary', { name: 'Roo Code Team' });
  await banner.getByRole('button', { name: 'Dismiss the Roo Code Team banner' }).click();
  await banner.waitFor({ state: 'detached' });
  assert.equal(await s.page.evaluate((k) => localStorage.getItem(k), TEAMS_BANNER.key), TEAMS_BANNER.stored);
  await s.page.close();
  const next = await s.context.newPage();
  const release = await openHeld(next, '/');
  assert.equal(await displayed(next, '.teams-banner'), false);
  assert.equal(await displayed(next, '.announcement-bar'), true);
  await release();
  // Its code comes once the page is interactive (shell/src/shared/deferred.tsx); hidden until then.
  await next.locator('.teams-banner').waitFor({ state: 'detached' });
  assert.deepEqual(s.errors, []);
  await s.context.close();
});

test('storage that throws: both banners still dismiss, with a single warning', async () => {
  const s = await scene(STARS_OK, INSTALLS_OK, {
    init: () => {
      for (const m of ['getItem', 'setItem'] as const) {
        Storage.prototype[m] = () => {
          throw new DOMException('blocked', 'SecurityError');
        };
      }
    },
  });
  await open(s.page);
  await s.page.getByRole('button', { name: 'Close' }).click();
  await s.page.getByRole('button', { name: 'Dismiss the Roo Code Team banner' }).click();
  assert.equal(await s.page.locator('.announcement-bar, .teams-banner').count(), 0);
  assert.equal(s.warnings.filter((w) => w.includes('Browser storage is unavailable')).length, 1, s.warnings.join('\n'));
  assert.deepEqual(s.errors, []);
  await s.context.close();
});

test('the footer: every link named and addressed, social icons, copyright of the build year', async () => {
  const s = await scene(STARS_OK, INSTALLS_OK);
  await open(s.page, '/');
  const footer = s.page.getByRole('contentinfo');
  const links = await footer
    .getByRole('link')
    .evaluateAll((as) =>
      as.map((a) => ({ name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
    );
  assert.equal(links.length, 7 + 7 + 2 + 2 + 4);
  for (const l of links) {
    assert.ok(l.name.length > 0, `unnamed link to ${l.href}`);
    assert.match(l.href, /^(https:\/\/|mailto:)/, l.name);
  }
  for (const brand of ['GitHub', 'Discord', 'Reddit', 'X', 'LinkedIn', 'TikTok', 'Bluesky']) {
    await footer.getByRole('link', { name: `Roo Code on ${brand}`, exact: true }).waitFor();
  }
  const nav = footer.getByRole('navigation', { name: 'Footer' });
  for (const [column, labels] of [
    ['Community', ['Discord', 'Reddit', 'X', 'LinkedIn', 'TikTok', 'Bluesky', 'YouTube']],
    ['GitHub', ['Issues', 'Feature Requests']],
    ['Download', ['VS Code Marketplace', 'Open VSX Registry']],
    ['Company', ['Contact', 'Careers', 'Website Privacy Policy', 'Extension Privacy Policy']],
  ] as const) {
    const names = await nav
      .locator('.footer-column', { has: s.page.getByRole('heading', { name: column, exact: true }) })
      .getByRole('link')
      .allTextContents();
    assert.deepEqual(names, labels);
  }
  assert.equal(
    await nav.getByRole('link', { name: 'Open VSX Registry' }).getAttribute('href'),
    'https://open-vsx.org/extension/RooVeterinaryInc/roo-cline',
  );
  assert.equal(
    await footer.locator('.footer-copyright').textContent(),
    `© ${new Date().getUTCFullYear()} Roo Code, Inc. All rights reserved.`,
  );
  // The navbar's community links sit before the theme toggle.
  const right = await s.page
    .locator('.navbar-right > *')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.className));
  assert.deepEqual(right.slice(0, 2), ['Roo Code on Reddit', 'Roo Code on Discord']);
  assert.match(right.at(-1)!, /colour mode/i);
  assert.deepEqual(s.errors, []);
  await s.context.close();
});
