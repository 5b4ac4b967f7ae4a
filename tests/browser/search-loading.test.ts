import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { test } from '@rstest/core';
import { SECTION_NAMES, sectionRecord } from '@roo-docs/schemas';
import { watchErrors } from '../support/browser.ts';
import { box, openSearch, options } from '../support/search-page.ts';
import { withSite } from '../support/with-site.ts';

// Published only: what the built bundles load and when (one worker file, chunks after the page is
// interactive, the gzip budget); the dev server's bundles are split and sized for hot updates.
const site = withSite('search-loading');
const open = (path: string) => openSearch(site, path);

// The budget for what a global search downloads, gzip.
const SEARCH_BUDGET = 350 * 1024;
// The shards the search box fetches at once, and all of them (the record's on-demand one too).
const EAGER = SECTION_NAMES.filter((s) => sectionRecord(s).search === 'eager').length;
const ALL = SECTION_NAMES.length;

test('docs shards load on first hover, release notes on a version query; all fit the 350 KB gzip budget', async () => {
  const { page, shards, errors } = await open('/faq');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(shards, [], 'no shard before the reader reaches for search');
  const bodies = new Map<string, Buffer>();
  page.on('response', async (r) => r.url().endsWith('/search-shard.json') && bodies.set(r.url(), await r.body()));
  const gzip = () => [...bodies.values()].reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await box(page).hover();
  // The worker fetches the shards: watch the network, not the page's resource timing.
  for (let i = 0; i < 200 && bodies.size < EAGER; i++) await page.waitForTimeout(50);
  assert.equal(bodies.size, EAGER);
  // A worker loads further chunks one after another (importScripts): its code must be one file.
  assert.equal(workers.length, 1);
  assert.ok(!(await (await fetch(workers[0]!)).text()).includes('importScripts'), 'the worker loads no chunks');
  assert.ok(![...bodies.keys()].some((u) => u.includes('/_mf/update-notes/')), 'release notes wait for a query that needs them');
  assert.ok(gzip() <= SEARCH_BUDGET, `docs shards total ${(gzip() / 1024).toFixed(1)} KB gzip`);
  await box(page).fill('checkpoints');
  await options(page).first().waitFor();
  assert.equal(bodies.size, EAGER, 'a query without a version stays on the docs');
  await box(page).fill('3.28.17');
  // The release's own page comes first once its shard is in.
  await page.waitForFunction(() => document.querySelector('[role=listbox] [role=option]')?.textContent?.includes('3.28.17'));
  // The response handler reads each body asynchronously: the list can show before the last is read.
  for (let i = 0; i < 200 && bodies.size < ALL; i++) await page.waitForTimeout(50);
  assert.equal(bodies.size, ALL);
  assert.ok(gzip() <= SEARCH_BUDGET, `all shards total ${(gzip() / 1024).toFixed(1)} KB gzip`);
  assert.deepEqual(errors, []);
  await page.close();
});

// The combobox's code loads after the page is interactive: a reader quicker than it loses nothing.
test('Ctrl+K and what a reader types before the box code arrives are taken up when it does', async () => {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  const held: (() => void)[] = [];
  let holding = true;
  // Every shell chunk after the entry waits (the combobox's among them) until released.
  await page.route(/\/_shell\/[0-9a-f]+\/[0-9a-f]{10}\.js$/, async (route) => {
    if (holding) await new Promise<void>((release) => held.push(release));
    await route.continue();
  });
  await page.goto(`${site.url}/faq`);
  await page.waitForSelector('html[data-hydrated]');
  for (let i = 0; i < 100 && held.length === 0; i++) await page.waitForTimeout(20);
  assert.ok(held.length > 0, 'the shell fetches chunks after it is interactive');
  await page.keyboard.press('Control+k');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
  await page.keyboard.type('checkpoints');
  assert.equal(await options(page).count(), 0, 'no suggestions before the code arrives');
  holding = false;
  held.forEach((release) => release());
  await options(page).first().waitFor();
  assert.match((await options(page).first().textContent()) ?? '', /checkpoint/i);
  assert.equal(await box(page).inputValue(), 'checkpoints');
  assert.deepEqual(errors, []);
  await page.close();
});
