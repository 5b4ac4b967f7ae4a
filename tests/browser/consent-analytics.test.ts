import assert from 'node:assert/strict';
import {
  BANNER_TEXT,
  clickSidebar,
  consentCookie,
  newContext,
  open,
  posthogDownloaded,
  settle,
  waitFor,
} from '../support/consent-page.ts';
import { test } from '@rstest/core';
import { withConsentSite } from '../support/consent-site.ts';

const site = withConsentSite('consent-key', 'phc_test');

test('the banner: exact text, accessible buttons, its own root, nothing sent before a choice', async () => {
  const context = await newContext(site);
  const { page, errors, scripts } = await open(context, `${site.url}/faq`);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.waitFor();
  assert.equal((await banner.locator('p').textContent())?.trim(), BANNER_TEXT);
  const accept = banner.getByRole('button', { name: 'Accept cookies', exact: true });
  const decline = banner.getByRole('button', { name: 'Decline cookies', exact: true });
  assert.equal(await accept.textContent(), 'Accept');
  assert.equal(await decline.textContent(), 'Decline');
  const placement = await page.evaluate(() => {
    const el = document.querySelector('.cookie-banner')!;
    const style = getComputedStyle(el);
    return {
      outsideRoot: !document.getElementById('root')!.contains(el) && el.parentElement!.parentElement === document.body,
      position: style.position,
      atBottom: Math.abs(el.getBoundingClientRect().bottom - innerHeight) < 1,
    };
  });
  assert.deepEqual(placement, { outsideRoot: true, position: 'fixed', atBottom: true });
  // The end of the page can scroll above the banner: nothing stays hidden under it.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  const gap = await page.evaluate(
    () =>
      document.querySelector('.cookie-banner')!.getBoundingClientRect().top -
      document.getElementById('root')!.getBoundingClientRect().bottom,
  );
  assert.ok(gap >= -1, `the page ends ${-gap} px under the banner`);
  // The server HTML knows nothing of consent, so hydration is identical with or without a cookie.
  assert.ok(!(await (await fetch(`${site.url}/faq`)).text()).includes('cookie-banner'));
  await settle(page);
  assert.deepEqual(site.host.requests, [], 'no request reaches the analytics host before accept');
  assert.equal(await posthogDownloaded(scripts), false, 'posthog-js is not downloaded before accept');
  assert.equal(await consentCookie(context), undefined);
  assert.deepEqual(errors, []);
  await context.close();
});

test('accept: cookie true for a year (Lax, not Secure on http), posthog loads, page views follow routes', async () => {
  const context = await newContext(site);
  const { page, errors, scripts } = await open(context, `${site.url}/faq`);
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.locator('.cookie-banner').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.body.style.paddingBottom), '', 'the room made for the banner goes with it');
  const cookie = await consentCookie(context);
  assert.ok(cookie, 'the consent cookie is set');
  assert.equal(cookie.value, 'true');
  assert.equal(cookie.sameSite, 'Lax');
  assert.equal(cookie.secure, false);
  assert.equal(cookie.path, '/');
  const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
  assert.ok(Math.abs(cookie.expires - yearFromNow) < 300, `expires ${new Date(cookie.expires * 1000).toISOString()}`);

  await waitFor(site.host, () => site.host.pageViews.includes('/faq'), 'the page view of /faq');
  assert.equal(await posthogDownloaded(scripts), true);
  await clickSidebar(page, '/features/checkpoints');
  await waitFor(
    site.host,
    () => site.host.pageViews.includes('/features/checkpoints'),
    'the page view after a client navigation',
  );
  assert.deepEqual(site.host.pageViews, ['/faq', '/features/checkpoints'], 'one view per route, no duplicates');
  await waitFor(site.host, () => site.host.requests.some((r) => r.startsWith('POST /s/')), 'a session recording');
  assert.deepEqual(errors, []);

  // With the cookie, the banner stays away and analytics starts on its own.
  site.host.pageViews.length = 0;
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
  await waitFor(site.host, () => site.host.pageViews.includes('/features/checkpoints'), 'the page view after reload');
  assert.equal(await page.locator('.cookie-banner').count(), 0);
  await context.close();
});

test('decline: cookie false, the banner goes, and no analytics request is ever made', async () => {
  const context = await newContext(site);
  const before = site.host.requests.length;
  const { page, errors, scripts } = await open(context, `${site.url}/faq`);
  await page.getByRole('button', { name: 'Decline cookies' }).click();
  await page.locator('.cookie-banner').waitFor({ state: 'detached' });
  const cookie = await consentCookie(context);
  assert.equal(cookie?.value, 'false');
  assert.equal(cookie?.sameSite, 'Lax');
  await clickSidebar(page, '/features/checkpoints');
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
  await settle(page);
  assert.equal(await page.locator('.cookie-banner').count(), 0, 'a decided reader sees no banner');
  assert.equal(site.host.requests.length, before, site.host.requests.slice(before).join('\n'));
  assert.equal(await posthogDownloaded(scripts), false);
  assert.deepEqual(errors, []);
  await context.close();
});
