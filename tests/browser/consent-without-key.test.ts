import assert from 'node:assert/strict';
import { violations } from '../support/axe.ts';
import { openHydrated } from '../support/browser.ts';
import { clickSidebar, consentCookie, newContext, open, posthogDownloaded, settle } from '../support/consent-page.ts';
import { test } from '@rstest/core';
import { withConsentSite } from '../support/consent-site.ts';

const site = withConsentSite('consent-no-key', undefined);

test('a shell built without a key: accept stores the cookie and sends nothing, posthog-js is never fetched', async () => {
  const context = await newContext(site);
  const before = site.host.requests.length;
  const { page, errors, scripts } = await open(context, `${site.url}/faq`);
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.locator('.cookie-banner').waitFor({ state: 'detached' });
  assert.equal((await consentCookie(context))?.value, 'true');
  await clickSidebar(page, '/features/checkpoints');
  await settle(page);
  assert.equal(site.host.requests.length, before, site.host.requests.slice(before).join('\n'));
  assert.equal(await posthogDownloaded(scripts), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('cookies that throw: the banner still works for the page, with one warning', async () => {
  const context = await newContext(site);
  await context.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Object.defineProperty(Document.prototype, 'cookie', { get: blocked, set: blocked, configurable: true });
  });
  const { page, errors, warnings } = await openHydrated(context, `${site.url}/faq`);
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.locator('.cookie-banner').waitFor({ state: 'detached' });
  assert.equal(warnings.filter((w) => w.includes('Cookies are unavailable')).length, 1, warnings.join('\n'));
  assert.deepEqual(errors, []);
  await context.close();
});

for (const theme of ['dark', 'light'] as const) {
  test(`the banner has no axe violations, ${theme} theme`, async () => {
    const context = await newContext(site);
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const { page } = await open(context, `${site.url}/faq`);
    await page.locator('.cookie-banner').waitFor();
    assert.deepEqual(await violations(page, '#cookie-consent'), []);
    await context.close();
  });
}
