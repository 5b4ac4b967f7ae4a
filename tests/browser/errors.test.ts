import assert from 'node:assert/strict';
import { markDocument } from '../support/browser.ts';
import { cp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRemote } from '@roo-docs/section-build';
import { publish } from '../../deploy/src/node/publish/publish.ts';
import { afterAll, beforeAll, test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';
import { REPO_ROOT } from '../support/site.ts';

const site = withSite('errors');
const fixture = join(REPO_ROOT, '.tmp', 'fixtures', `cloud-crash-${process.pid}`);

// A page that renders on the server but throws in the browser, with a cause chain.
const CRASHING_PAGE = `---
title: Crash fixture
description: A page that throws while rendering in the browser.
---

{typeof window !== 'undefined' && (() => { throw new Error('Widget failed', { cause: new Error('Settings file unreadable') }); })()}

This text is readable before scripts run.
`;

beforeAll(async () => {
  await cp(join(REPO_ROOT, 'remotes/cloud'), fixture, { recursive: true, filter: (src) => !src.includes('/dist') });
  await writeFile(join(fixture, 'content/roo-code-cloud/crash-fixture.mdx'), CRASHING_PAGE);
  await publish({ origin: site.origin, sections: [await buildRemote(REPO_ROOT, 'cloud', { remoteDir: fixture })] });
});
afterAll(async () => {
  await rm(fixture, { recursive: true, force: true });
});

test('a page that crashes shows the crash page with every cause, and Try again', async () => {
  const page = await site.browser.newPage();
  await page.goto(`${site.url}/roo-code-cloud/crash-fixture`);
  await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
  const details = await page.locator('.crash-details').innerText();
  assert.match(details, /Widget failed/);
  assert.match(details, /Cause: Error: Settings file unreadable/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
  // The rest of the site still works.
  await page.locator('.navbar a[href="/getting-started/installing"]').click();
  await page.locator('h1', { hasText: 'Installing Roo Code' }).waitFor();
  await page.close();
});

// The cloud section's code (manifest, entry, chunks), not its navigation: a page inlines closed
// categories as bare labels, so opening one or following a link fetches the section's nav.json.
const cloudCode = (url: URL) => url.pathname.startsWith('/_mf/cloud/') && !url.pathname.endsWith('/nav.json');

test('a page whose code cannot load shows the error box; Retry loads it', async () => {
  const page = await site.browser.newPage();
  await page.goto(`${site.url}/faq`);
  await page.waitForSelector('html[data-hydrated]');
  await page.route(cloudCode, (route) => route.abort());
  // Back/forward navigation renders without a preload, so the failure reaches the page.
  await page.evaluate(() => {
    history.pushState(null, '', '/roo-code-cloud/task-sync');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const box = page.locator('.error-box');
  await box.waitFor({ timeout: 45_000 });
  assert.match(await box.innerText(), /Could not load \/roo-code-cloud\/task-sync/);
  assert.equal(
    await box.evaluate(
      (el) =>
        getComputedStyle(el).width === `${(el.parentElement!.clientWidth - 0) / 2}px` ||
        el.getBoundingClientRect().width <= el.parentElement!.getBoundingClientRect().width * 0.51,
    ),
    true,
  );
  await page.unroute(cloudCode);
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.locator('h1', { hasText: 'Task Sync' }).waitFor();
  await page.close();
});

test('a client navigation whose page cannot be preloaded falls back to a full page load', async () => {
  const page = await site.browser.newPage();
  await page.goto(`${site.url}/faq`);
  await page.waitForSelector('html[data-hydrated]');
  await markDocument(page);
  await page.route(cloudCode, (route) => route.abort());
  await page.locator('.sidebar button', { hasText: 'Roo Code Cloud' }).click();
  const navigation = page.waitForEvent('framenavigated');
  await page.locator('.sidebar a[href="/roo-code-cloud/task-sync"]').click();
  await navigation;
  await page.locator('h1', { hasText: 'Task Sync' }).waitFor();
  assert.equal(
    await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
    undefined,
    'the browser loaded the page itself',
  );
  await page.close();
});
