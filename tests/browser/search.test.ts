import assert from 'node:assert/strict';
import { violations } from '../support/axe.ts';
import { markDocument, sameDocument } from '../support/browser.ts';
import { test } from '@rstest/core';
import { box, openSearch, options } from '../support/search-page.ts';
import { BOTH_TARGETS, withSite } from '../support/with-site.ts';

const site = withSite('search', { targets: BOTH_TARGETS });
const open = (path: string) => openSearch(site, path);

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
