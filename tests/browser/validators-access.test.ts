import assert from 'node:assert/strict';
import { violations } from '../support/axe.ts';
import { openValidator, paste } from '../support/validator-page.ts';
import { BAD_MODES } from '../support/validator-inputs.ts';
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
