import assert from 'node:assert/strict';
import { violations } from '../support/axe.ts';
import { openValidator, paste } from '../support/validator-page.ts';
import { BAD_MODES, VALIDATOR_PAGES } from '../support/validator-inputs.ts';
import { test } from '@rstest/core';
import { BOTH_TARGETS, withSite } from '../support/with-site.ts';

const site = withSite('validators-access', { targets: BOTH_TARGETS });

test('keyboard reachable, schema linked and served, no axe violations with results shown', async () => {
  const { context, page, box } = await openValidator(site, '/features/custom-modes', 'custom-modes', { forAxe: true });
  await paste(page, 'custom-modes', BAD_MODES);
  const link = box.locator('a[href$=".schema.json"]');
  assert.equal(await link.getAttribute('href'), '/schemas/roomodes.schema.json');
  const schema = await fetch(`${site.url}/schemas/roomodes.schema.json`);
  assert.equal(schema.status, 200);
  assert.equal(((await schema.json()) as { title: string }).title, 'Roo Code custom modes');
  await link.focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'file-check-custom-modes');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-skeleton')), true);
  assert.equal(await box.locator('[role="status"]').getAttribute('aria-live'), 'polite');
  assert.deepEqual(await violations(page), []);
  await context.close();
});

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
