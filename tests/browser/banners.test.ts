import assert from 'node:assert/strict';
import { ANNOUNCEMENT, ANNOUNCEMENT_ID, TEAMS_BANNER } from '../../shared/chrome/src/banners/dismissals.ts';
import { displayed, INSTALLS_OK, open, openHeld, scene, STARS_OK } from '../support/count-scene.ts';
import { test } from '@rstest/core';
import { watchErrors } from '../support/browser.ts';
import { withSite } from '../support/with-site.ts';

const site = withSite('banners');

test('a dismissed announcement stays hidden across reloads, without a flash', async () => {
  const s = await scene(site, STARS_OK, INSTALLS_OK);
  await open(site, s.page);
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
  const release = await openHeld(site, next);
  assert.equal(await displayed(next, '.announcement-bar'), false, 'hidden by the head script before the app runs');
  assert.equal(await displayed(next, '.teams-banner'), true, 'the other banner is not affected');
  await release();
  assert.equal(await next.locator('.announcement-bar').count(), 0);
  assert.deepEqual([...s.errors, ...errors], []);
  await s.context.close();
});

test('an announcement with a new id shows even to readers who dismissed the last one', async () => {
  const s = await scene(site, STARS_OK, INSTALLS_OK, {
    init: () => localStorage.setItem('announcement-dismissed', JSON.stringify({ id: 'an-older-announcement' })),
  });
  const release = await openHeld(site, s.page);
  assert.equal(await displayed(s.page, '.announcement-bar'), true);
  await release();
  assert.equal(await displayed(s.page, `.announcement-bar[data-announcement-id="${ANNOUNCEMENT_ID}"]`), true);
  assert.deepEqual(s.errors, []);
  await s.context.close();
});

test('a dismissed teams banner is remembered', async () => {
  const s = await scene(site, STARS_OK, INSTALLS_OK);
  await open(site, s.page);
  const banner = s.page.getByRole('complementary', { name: 'Roo Code Team' });
  await banner.getByRole('button', { name: 'Dismiss the Roo Code Team banner' }).click();
  await banner.waitFor({ state: 'detached' });
  assert.equal(await s.page.evaluate((k) => localStorage.getItem(k), TEAMS_BANNER.key), TEAMS_BANNER.stored);
  await s.page.close();
  const next = await s.context.newPage();
  const release = await openHeld(site, next, '/');
  assert.equal(await displayed(next, '.teams-banner'), false);
  assert.equal(await displayed(next, '.announcement-bar'), true);
  await release();
  // Its code comes once the page is interactive (shell/src/shared/deferred.tsx); hidden until then.
  await next.locator('.teams-banner').waitFor({ state: 'detached' });
  assert.deepEqual(s.errors, []);
  await s.context.close();
});

test('storage that throws: both banners still dismiss, with a single warning', async () => {
  const s = await scene(site, STARS_OK, INSTALLS_OK, {
    init: () => {
      for (const m of ['getItem', 'setItem'] as const) {
        Storage.prototype[m] = () => {
          throw new DOMException('blocked', 'SecurityError');
        };
      }
    },
  });
  await open(site, s.page);
  await s.page.getByRole('button', { name: 'Close' }).click();
  await s.page.getByRole('button', { name: 'Dismiss the Roo Code Team banner' }).click();
  assert.equal(await s.page.locator('.announcement-bar, .teams-banner').count(), 0);
  assert.equal(s.warnings.filter((w) => w.includes('Browser storage is unavailable')).length, 1, s.warnings.join('\n'));
  assert.deepEqual(s.errors, []);
  await s.context.close();
});
