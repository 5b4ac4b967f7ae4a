import assert from 'node:assert/strict';
import { markDocument, sameDocument } from '../support/browser.ts';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';
import { readPointer } from '../../deploy/src/node/origin/origin.ts';

const site = withSite('broken');

async function expectIsland(path: string, heading: string) {
  const page = await site.browser.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  await page.goto(`${site.url}${path}`);
  // The prerendered content stays readable and a quiet notice offers a retry.
  await page.locator('.island-notice').waitFor();
  assert.equal(await page.locator('h1').first().textContent(), heading);
  assert.ok(((await page.locator('.markdown').textContent()) ?? '').length > 200);
  // The rest of the site keeps working: client navigation into a healthy section.
  await markDocument(page);
  await page.locator('.navbar a[href="/getting-started/installing"]').click();
  await page.locator('h1', { hasText: 'Installing Roo Code' }).waitFor();
  assert.equal(await sameDocument(page), true);
  assert.deepEqual(uncaught, []);
  await page.close();
}

test('a section whose manifest is invalid leaves its pages readable and the site working', async () => {
  const pointer = await readPointer(site.origin);
  await writeFile(join(site.origin.dir, pointer.sections.features!.manifest), '{"not": "a manifest"');
  await expectIsland('/features/checkpoints', 'Checkpoints');
});

test('a section whose manifest is missing leaves its pages readable and the site working', async () => {
  const pointer = await readPointer(site.origin);
  await rm(join(site.origin.dir, pointer.sections.cloud!.manifest));
  await expectIsland('/roo-code-cloud/task-sync', 'Task Sync');
});
