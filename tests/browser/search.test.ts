import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { violations } from '../support/axe.ts';
import { markDocument, sameDocument, watchErrors } from '../support/browser.ts';
import { test } from '@rstest/core';
import { SECTION_NAMES, sectionRecord } from '@roo-docs/schemas';
import { BOTH_TARGETS, withSite } from '../support/with-site.ts';

const site = withSite('search', { targets: BOTH_TARGETS });

async function open(path: string): Promise<{ page: Page; errors: string[]; shards: string[] }> {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  const shards: string[] = [];
  page.on('request', (r) => r.url().endsWith('/search-shard.json') && shards.push(r.url()));
  await page.goto(`${site.url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  return { page, errors, shards };
}
const box = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });
const options = (page: Page) => page.locator('[role=listbox] [role=option]');

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

test('Ctrl+K focuses the box; suggestions are keyboard driven and open the page with its terms highlighted', async () => {
  const { page, errors } = await open('/faq');
  await page.keyboard.press('Control+k');
  assert.equal(await box(page).evaluate((el) => el === document.activeElement), true);
  await page.keyboard.type('apply_diff');
  await options(page).first().waitFor();
  // On a loaded machine the first answer may come before every section's index has arrived.
  await page.waitForFunction(() => !document.querySelector('.search-box .search-missing')?.textContent);
  const count = await options(page).count();
  assert.ok(count >= 1 && count <= 8, `${count} suggestions`);
  for (const snippet of await page.locator('[role=option] .hit-snippet').allInnerTexts())
    assert.ok(snippet.length <= 50, snippet);
  // The open suggestions pass axe: options are the controls, with nothing interactive inside.
  assert.deepEqual(await violations(page, '.search-box'), []);
  await markDocument(page);
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.locator('[role=option][aria-selected=true]').count(), 1);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/advanced-usage\/available-tools\/apply-diff/);
  await page.waitForFunction(() =>
    (globalThis as { CSS: { highlights: Map<string, unknown> } }).CSS.highlights.has('search-terms'),
  );
  assert.equal(await sameDocument(page), true);
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

test('Escape closes the list; an empty query shows nothing; no match says No results', async () => {
  const { page, errors } = await open('/faq');
  await box(page).click();
  await page.keyboard.type('checkpoints');
  await options(page).first().waitFor();
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.search-suggestions').isHidden(), true);
  await box(page).fill('');
  assert.equal(await page.locator('.search-suggestions').isHidden(), true);
  await box(page).fill('zzqxjvwk');
  await page.getByText('No results').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('the results page filters by context and treats the query as text', async () => {
  const { page, errors } = await open('/search?q=checkpoints&ctx=Features');
  await page.locator('.search-group').first().waitFor();
  assert.deepEqual(await page.locator('.search-group h2').allInnerTexts(), ['Features']);
  await page.getByRole('button', { name: 'Providers', exact: true }).click();
  await page.waitForURL(/ctx=Providers/);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('.search-group').length > 1);
  assert.equal(await page.locator('.search-notice').count(), 0, 'no version notice without a version');
  // The version parameter: the current version is silent, an unknown one is said and ignored.
  await page.goto(`${site.url}/search?q=checkpoints&version=current`);
  await page.locator('.search-group').first().waitFor();
  assert.equal(await page.locator('.search-notice').count(), 0);
  await page.goto(`${site.url}/search?q=checkpoints&version=${encodeURIComponent('<b>9.9</b>')}`);
  await page.locator('.search-group').first().waitFor();
  assert.match((await page.locator('.search-notice').textContent()) ?? '', /no docs version “<b>9\.9<\/b>”.*Latest docs/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('hostile input: markup, huge and regex-like queries are harmless', async () => {
  const hostile = '<img src=x onerror="window.__xss=1">';
  const { page, errors } = await open(`/search?q=${encodeURIComponent(hostile)}`);
  await page.locator('[role=status], .search-empty').first().waitFor();
  await box(page).fill(hostile);
  await page.waitForTimeout(300);
  await box(page).fill('(.*+?[\\');
  await page.locator('.search-empty, [role=option]').first().waitFor();
  await box(page).evaluate((el: HTMLInputElement) => {
    el.removeAttribute('maxlength');
  });
  await box(page).fill('x'.repeat(5000));
  await page.locator('.search-empty, [role=option]').first().waitFor();
  await page.goto(`${site.url}/search?q=${'y'.repeat(5000)}`);
  await page.waitForSelector('html[data-hydrated]');
  assert.equal(await page.evaluate(() => (window as { __xss?: number }).__xss), undefined);
  assert.equal(await page.locator('img[src=x]').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});
