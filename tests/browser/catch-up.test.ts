import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from '@rstest/core';
import { compareVersions, readEntries } from '@roo-docs/remote-update-notes';
import { violations } from '../support/axe.ts';
import { openHydrated } from '../support/browser.ts';
import { REPO_ROOT } from '../support/site.ts';
import { withSite } from '../support/with-site.ts';

const site = withSite('catch-up');
const INDEX = '/update-notes/';
const entries = await readEntries(join(REPO_ROOT, 'remotes/update-notes/entries'));
const patchesAfter = (version: string) => entries.filter((e) => e.kind === 'patch' && compareVersions(e.version, version) > 0);
const acting = (version: string) =>
  patchesAfter(version).filter((e) => e.impact === 'behaviour change' || e.impact === 'breaking');

test('without scripts, the catch-up is plain anchors: each series is a heading that names the releases asking you to act', async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}${INDEX}`);
  assert.equal(await page.locator('[data-catch-up]').count(), 0, 'no form is drawn without scripts');
  const jump = page.locator('article p', { hasText: 'jump to your series' });
  const anchors = await jump.locator('a[href^="#series-"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const series = [...new Set(entries.map((e) => e.version.split('.').slice(0, 2).join('.')))];
  assert.equal(anchors.length, series.length);
  for (const href of anchors) assert.equal(await page.locator(`h3${href}`).count(), 1, `${href} is a heading`);
  // The table of contents lists the series too.
  assert.ok(await page.locator('nav a[href="#series-325"]').count());
  const line = (await page.locator('h3#series-325 + p').textContent()) ?? '';
  for (const e of acting('3.25').filter((x) => x.version.startsWith('3.25.'))) assert.ok(line.includes(e.version), line);
  assert.match((await page.locator('article').textContent()) ?? '', /Latest release: Roo Code 3\.28\.17/);
  await context.close();
});

test('with scripts, picking a version lists every later release with its highlights and actions; a filter narrows it', async () => {
  const context = await site.browser.newContext();
  const { page, errors } = await openHydrated(context, `${site.url}${INDEX}`);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const since = page.getByLabel('Version you run');
  await since.waitFor();
  assert.deepEqual(
    requests.filter((u) => /catch-up/.test(u)),
    [],
    'the data waits for a choice',
  );
  // Keyboard reachable: the field takes focus and a choice made from it is applied.
  await since.focus();
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'SELECT');
  await since.selectOption('3.25.20');
  const status = page.getByRole('status');
  const expected = `Since 3.25.20: ${patchesAfter('3.25.20').length} releases, ${acting('3.25.20').length} ask you to act.`;
  await status.filter({ hasText: expected }).waitFor();
  const shown = await page.$$eval('[data-catch-up] ol > li > a strong', (s) => s.map((x) => x.textContent));
  assert.deepEqual(
    shown,
    patchesAfter('3.25.20')
      .map((e) => e.version)
      .sort(compareVersions),
  );
  const text = (await page.locator('[data-catch-up] ol').textContent()) ?? '';
  const actions = acting('3.25.20').flatMap((e) => e.actions ?? []);
  assert.equal((text.match(/Action: /g) ?? []).length, actions.length, 'every action since 3.25.20 is listed');

  const only = page.getByLabel('Only changes to');
  await only.selectOption('/providers/bedrock');
  const label = (await only.locator('option:checked').textContent())!;
  await status.filter({ hasText: `change ${label}` }).waitFor();
  const filtered = await page.$$eval('[data-catch-up] ol > li > a strong', (s) => s.map((x) => x.textContent!));
  assert.ok(filtered.length > 0 && filtered.length < shown.length, filtered.join());
  for (const v of filtered) {
    const e = entries.find((x) => x.version === v)!;
    assert.ok(
      [e.body, ...e.highlights, ...(e.actions ?? [])].join('\n').includes('(/providers/bedrock'),
      `${v} is about Bedrock`,
    );
  }
  // The choice is in the address, so it can be shared, and comes back on a fresh load.
  assert.match(page.url(), /\?since=3\.25\.20&only=%2Fproviders%2Fbedrock$/);
  const again = await openHydrated(context, page.url());
  await again.page
    .getByRole('status')
    .filter({ hasText: `change ${label}` })
    .waitFor();
  assert.equal(await again.page.getByLabel('Version you run').inputValue(), '3.25.20');
  assert.deepEqual(await violations(page, '[data-catch-up]'), []);
  assert.deepEqual([...errors, ...again.errors], []);
  await context.close();
});
