import assert from 'node:assert/strict';
import { test } from '@rstest/core';
import { VALIDATOR_PAGES } from '../support/validator-inputs.ts';
import { withSite } from '../support/with-site.ts';

// Published only: without JavaScript a page is its prerendered HTML, which the dev server does not make.
const site = withSite('validators-no-js');

test('without JavaScript every validator page is readable and its box is a labelled text field', async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, kind } of VALIDATOR_PAGES) {
    await page.goto(`${site.url}${path}`);
    assert.ok(((await page.locator('main h1').textContent()) ?? '').length > 0, path);
    assert.ok(
      ((await page.locator('main .markdown').textContent()) ?? '').length > 1000,
      `${path}: the page's prose is in its HTML`,
    );
    const field = page.locator(`textarea#file-check-${kind}`);
    assert.equal(await field.count(), 1, path);
    assert.equal(await page.locator(`label[for="file-check-${kind}"]`).count(), 1, path);
    await field.fill('{"anything": true}');
    assert.equal(await field.inputValue(), '{"anything": true}');
  }
  assert.equal(
    await page.locator('label[for="file-check-organization-settings"]').textContent(),
    'Check an organization settings document',
  );
  await context.close();
});
