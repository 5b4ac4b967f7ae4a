import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { htmlFileOf } from '../../deploy/src/node/origin/origin.ts';
import { markDocument, sameDocument, watchErrors } from '../support/browser.ts';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';

const site = withSite('navigation-data');

const NOTES_PAGE = '/update-notes/v3.28.16';
const inlined = async (path: string) => {
  const html = await readFile(join(site.origin.dir, htmlFileOf(path)), 'utf8');
  return /<script type="application\/json" id="__site-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
};

async function open(path: string, holdNav = false): Promise<{ page: Page; errors: string[]; releaseNav: () => void }> {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  // Holds back the whole navigation until the test releases it, to act before it arrives.
  let releaseNav = () => {};
  const released = new Promise<void>((r) => (releaseNav = r));
  if (holdNav)
    await page.route('**/nav.json', async (route) => {
      await released;
      await route.continue();
    });
  await page.goto(`${site.url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  await markDocument(page);
  return { page, errors, releaseNav };
}

test('a page inlines the navigation it shows, not the release notes of a closed category', async () => {
  const data = await inlined('/features/checkpoints');
  assert.ok(!data.includes(NOTES_PAGE), 'a features page names no release');
  assert.ok(data.includes('/features/checkpoints'));
  assert.ok((await inlined(NOTES_PAGE)).includes(NOTES_PAGE));
  // The sidebar's markup carries the links it draws; the JSON does not repeat them.
  const html = await readFile(join(site.origin.dir, htmlFileOf('/features/checkpoints')), 'utf8');
  assert.match(html, /<nav class="sidebar"[^]*?href="\/features\/boomerang-tasks"[^]*?<\/nav>/);
  assert.ok(!data.includes('/features/boomerang-tasks'), 'no sidebar link repeated in the data');
  // The budget for navigation data in a page, at any size (the scale fixture checks 2,000 pages).
  assert.ok(gzipSync(data, { level: 9 }).length <= 5 * 1024, `${(gzipSync(data).length / 1024).toFixed(1)} KB gzip`);
});

test('a page hydrates from the sidebar it draws: its links navigate on the client before the navigation arrives', async () => {
  const { page, errors, releaseNav } = await open('/features/checkpoints', true);
  await page.locator('.sidebar a[href="/features/boomerang-tasks"]').click();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Boomerang'));
  assert.equal(await sameDocument(page), true, 'client navigation, no reload');
  releaseNav();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a closed category opened before the navigation arrives fills in, and its links navigate on the client', async () => {
  const { page, errors, releaseNav } = await open('/features/checkpoints', true);
  const toggle = page.locator('.sidebar button', { hasText: 'Update Notes' });
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.locator('.sidebar-loading').waitFor();
  releaseNav();
  const category = page.locator('.sidebar button', { hasText: '3.28' }).first();
  await category.click();
  await page.locator(`.sidebar a[href="${NOTES_PAGE}"]`).click();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('3.28.16'));
  assert.equal(await sameDocument(page), true, 'client navigation, no reload');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a link to a page the inlined navigation does not know waits for the rest, then navigates on the client', async () => {
  const { page, errors, releaseNav } = await open('/features/checkpoints', true);
  setTimeout(releaseNav, 500);
  await page.evaluate((href) => {
    const a = document.createElement('a');
    a.href = href;
    a.id = 'probe';
    a.textContent = 'A release';
    document.body.prepend(a);
  }, NOTES_PAGE);
  await page.locator('#probe').click();
  await page.waitForURL(`**${NOTES_PAGE}`);
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('3.28.16'));
  assert.equal(await sameDocument(page), true, 'client navigation, no reload');
  // Its neighbours come from the whole navigation now.
  assert.ok((await page.locator('.prev-next a').count()) >= 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a release's pager goes by version, as the line above it does: Next is the newer release, before and after the whole navigation arrives", async () => {
  const { page, errors, releaseNav } = await open(NOTES_PAGE, true);
  const pager = async () => {
    const href = async (dir: 'prev' | 'next') =>
      (await page.locator(`.prev-next a.${dir}`).count()) ? await page.locator(`.prev-next a.${dir}`).getAttribute('href') : null;
    return { prev: await href('prev'), next: await href('next') };
  };
  // From the navigation the page inlined, rendered on the server.
  assert.deepEqual(await pager(), { prev: '/update-notes/v3.28.15', next: '/update-notes/v3.28.17' });
  const line = await page.locator('.markdown p', { hasText: 'Previous release:' }).innerText();
  assert.match(line, /^Previous release: 3\.28\.15; next release: 3\.28\.17\./);
  // From the whole navigation, on a page the first one did not inline.
  releaseNav();
  await page.locator('.prev-next a.next').click();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('3.28.17'));
  await page.locator('.prev-next a.prev').waitFor();
  assert.deepEqual(await pager(), { prev: '/update-notes/v3.28.16', next: null });
  assert.equal(await sameDocument(page), true, 'client navigation, no reload');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a nav.json whose bytes are not the ones the pointer published is refused: the page keeps the navigation it inlined', async () => {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  const refusals: string[] = [];
  page.on('console', async (m) => {
    if (m.type() !== 'warning' || !m.text().includes('Could not load the site navigation')) return;
    refusals.push(String(await m.args()[1]?.evaluate((e) => (e instanceof Error ? e.message : String(e)))));
  });
  // The release notes' table served with one title changed: valid JSON, valid shape, other bytes.
  await page.route('**/_mf/update-notes/*/nav.json', async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: (await original.text()).replace('"3.28.16"', '"3.28.16 (swapped)"') });
  });
  await page.goto(`${site.url}/features/checkpoints`);
  await page.waitForSelector('html[data-hydrated]');
  for (let i = 0; i < 200 && refusals.length === 0; i++) await page.waitForTimeout(50);
  assert.equal(refusals.length, 1, 'the navigation is refused once');
  assert.match(refusals[0]!, /update-notes\/[0-9a-f]+\/nav\.json is not the file \/remotes\.json published/);
  assert.equal(await page.locator('text=(swapped)').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});
