import assert from 'node:assert/strict';
import { test } from '@rstest/core';
import { violations } from '../support/axe.ts';
import { watchErrors } from '../support/browser.ts';
import { BOTH_TARGETS, withSite } from '../support/with-site.ts';

const site = withSite('not-found-suggestions', { targets: BOTH_TARGETS });

// A 404 answer is the page the reader reached: its not-found status is expected, nothing else.
const notFoundOnly = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

async function openMissing(path: string) {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  const res = await page.goto(`${site.url}${path}`);
  assert.equal(res?.status(), 404);
  await page.waitForSelector('html[data-hydrated]');
  return { page, errors };
}

const suggested = (page: import('playwright-core').Page) =>
  page.locator('.not-found-suggestions li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test('a mistyped path suggests the closest pages for its words, from the site search, once interactive', async () => {
  // The server page is one for every path: no suggestion is in it.
  assert.ok(!(await (await fetch(`${site.url}/features/chekpoints`)).text()).includes('not-found-suggestions'));
  const { page, errors } = await openMissing('/features/chekpoints');
  await page.locator('.not-found-suggestions li a').first().waitFor();
  const links = await suggested(page);
  assert.equal(links[0], '/features/checkpoints', links.join(', '));
  assert.ok(links.length <= 5 && new Set(links).size === links.length, links.join(', '));
  assert.match(await page.locator('.not-found-status').innerText(), /pages? match(es)? “chekpoints”/);

  // A page that moved to another part of the docs is found there, the path's first part aside.
  await page.goto(`${site.url}/features/anthropic`);
  await page.waitForSelector('html[data-hydrated]');
  await page.locator('.not-found-suggestions li a').first().waitFor();
  assert.ok((await suggested(page)).includes('/providers/anthropic'), (await suggested(page)).join(', '));
  assert.deepEqual(notFoundOnly(errors), []);
  await page.close();
});

test('suggestions are links the keyboard reaches and follows, and the page is axe clean', async () => {
  const { page, errors } = await openMissing('/custom-mode');
  const first = page.locator('.not-found-suggestions li a').first();
  await first.waitFor();
  assert.deepEqual(await violations(page), []);
  const target = await first.getAttribute('href');
  await page.locator('.not-found h1').click();
  for (let i = 0; i < 30 && !(await first.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press('Tab');
  assert.equal(await first.evaluate((a) => a === document.activeElement), true, 'Tab reaches the first suggestion');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.url}${target}`);
  await page.locator('.doc-article h1').waitFor();
  assert.deepEqual(notFoundOnly(errors), []);
  await page.close();
});

test('words that match nothing say so, in a live region; an address of no words asks nothing', async () => {
  const { page } = await openMissing('/zqxjkvw');
  await page.locator('.not-found-status', { hasText: 'No page matches “zqxjkvw”' }).waitFor();
  assert.equal(await page.locator('.not-found-status').getAttribute('aria-live'), 'polite');
  assert.equal(await page.locator('.not-found-suggestions li').count(), 0);
  await page.goto(`${site.url}/no-such-page-here`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  assert.equal(await page.locator('.not-found-suggestions').count(), 0, 'only function words: no suggestions at all');
  await page.close();
});
