import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { watchErrors } from '../support/browser.ts';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';
import { REPO_ROOT } from '../support/site.ts';

// Published only: half of it is the table without JavaScript, the prerendered HTML the dev server does not make.
const site = withSite('model-table');

type Model = { inputPrice?: number; contextWindow: number };
const catalogue = JSON.parse(
  readFileSync(join(REPO_ROOT, 'shared/assistant-schemas/src/models/data/anthropic.json'), 'utf8'),
) as {
  models: Record<string, Model>;
};
const ids = Object.keys(catalogue.models);
const shownIds = (page: Page) => page.$$eval('.model-table tbody th code', (cells) => cells.map((c) => c.textContent ?? ''));
const inputSort = (page: Page) => page.locator('.model-table thead th', { hasText: 'Input' }).getAttribute('aria-sort');

test('without JavaScript the model table is a complete, plain table with its date line', async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/providers/anthropic`);
  assert.deepEqual(await shownIds(page), ids);
  assert.match(
    (await page.locator('.model-table-note').textContent()) ?? '',
    /Prices as listed in Roo Code 3\.28\.17, October 2025/,
  );
  await context.close();
});

test('the table hydrates without errors and sorts by price and context window, by mouse and keyboard', async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}/providers/anthropic`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await shownIds(page), ids, 'hydration keeps the extension order');
  assert.equal(await inputSort(page), 'none');

  const byInput = [...ids].sort((a, b) => catalogue.models[a]!.inputPrice! - catalogue.models[b]!.inputPrice!);
  const input = page.getByRole('button', { name: 'Input', exact: true });
  // The section's code may still be attaching handlers: click until the sort takes effect.
  for (let i = 0; i < 50 && (await inputSort(page)) !== 'ascending'; i++) {
    if ((await inputSort(page)) === 'none') await input.click();
    await page.waitForTimeout(100);
  }
  assert.equal(await inputSort(page), 'ascending');
  assert.deepEqual(
    (await shownIds(page)).map((id) => catalogue.models[id]!.inputPrice),
    byInput.map((id) => catalogue.models[id]!.inputPrice),
  );
  await input.click();
  assert.equal(await inputSort(page), 'descending');
  const prices = (await shownIds(page)).map((id) => catalogue.models[id]!.inputPrice!);
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => b - a),
  );

  const window = page.getByRole('button', { name: 'Context window', exact: true });
  await window.focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('.model-table thead th', { hasText: 'Context window' }).getAttribute('aria-sort'), 'ascending');
  assert.equal(await inputSort(page), 'none');
  const windows = (await shownIds(page)).map((id) => catalogue.models[id]!.contextWindow);
  assert.deepEqual(
    windows,
    [...windows].sort((a, b) => a - b),
  );
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  assert.deepEqual(await shownIds(page), ids, 'a third press restores the extension order');
  assert.deepEqual(errors, []);
  await context.close();
});
