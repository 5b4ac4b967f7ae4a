import assert from 'node:assert/strict';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';
import type { Page } from 'playwright-core';
import { watchErrors } from '../support/browser.ts';

const site = withSite('prerender');

test('a page is complete in the HTML before any script runs', async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(`${site.url}/features/checkpoints`);
  assert.equal(res?.status(), 200);
  assert.equal(await page.title(), 'Checkpoints | Roo Code Documentation');
  assert.equal(await page.locator('h1').textContent(), 'Checkpoints');
  // Visible, not merely present: no fallback in front of content waiting for a script to swap it.
  assert.ok(await page.locator('h1').isVisible(), 'the title is visible without JavaScript');
  assert.ok(await page.locator('#installing-git').isVisible(), 'a late heading is visible without JavaScript');
  assert.equal(await page.locator('.spinner').count(), 0, 'no loading spinner in a prerendered page');
  assert.equal(await page.locator('link[rel=canonical]').getAttribute('href'), 'https://docs.roocode.com/features/checkpoints');
  assert.ok(((await page.locator('meta[name=description]').getAttribute('content')) ?? '').length > 20);
  const words = ((await page.locator('.markdown').textContent()) ?? '').split(/\s+/).length;
  assert.ok(words > 150, `only ${words} words of content in the HTML`);
  assert.ok((await page.locator('.toc a').count()) > 2, 'table of contents is prerendered');
  assert.equal(await page.locator('meta[property="og:title"]').getAttribute('content'), 'Checkpoints | Roo Code Documentation');
  // Every page has its own share image, so the card is the large one and points at that image.
  assert.equal(await page.locator('meta[name="twitter:card"]').getAttribute('content'), 'summary_large_image');
  assert.match(
    (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '',
    /^https:\/\/docs\.roocode\.com\/.+\.png$/,
  );
  assert.equal(
    await page.locator('link[rel=alternate][hreflang=x-default]').getAttribute('href'),
    'https://docs.roocode.com/features/checkpoints',
  );
  assert.equal(
    await page.locator('a.edit-link').getAttribute('href'),
    'https://github.com/RooCodeInc/Roo-Code-Docs/edit/main/remotes/features/content/features/checkpoints.mdx',
  );
  assert.match((await page.locator('.last-updated time').getAttribute('datetime')) ?? '', /^\d{4}-\d\d-\d\dT/);
  // Other sections' categories are named (closed: their links arrive with the whole navigation).
  assert.equal(await page.locator('.sidebar button', { hasText: 'Getting Started' }).count(), 1, 'sidebar names other sections');
  assert.ok((await page.locator('.sidebar a[href="/features/checkpoints"]').count()) === 1, 'sidebar lists the page');
  // Icons are painted by a stylesheet the shell adds once the page is interactive; a <noscript>
  // link in the head loads it at once for readers without JavaScript. Each is a cell of one sprite.
  assert.match(await maskOf(page, '.site-footer .icon-github'), SPRITE);
  await context.close();
});

/** The shell's icon sprite, beside its stylesheets in the shell's build folder. */
const SPRITE = /^url\("http:\/\/127\.0\.0\.1:\d+\/_shell\/[0-9a-f]+\/icons\.[0-9a-f]+\.svg"\)$/;

const maskOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((e) => getComputedStyle(e).maskImage || getComputedStyle(e).webkitMaskImage);

test('with JavaScript, the icons are painted once the page is interactive', async () => {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}/features/checkpoints`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForFunction(() =>
    getComputedStyle(document.querySelector('.navbar .icon-reddit')!).maskImage.startsWith('url('),
  );
  const mask = await maskOf(page, '.site-footer .icon-github');
  assert.match(mask, SPRITE);
  // The sprite is served as an image; a missing one would also show in the console errors.
  const sprite = await page.evaluate(
    async (url) => {
      const res = await fetch(url);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        cells: ((await res.text()).match(/<svg id=/g) ?? []).length,
      };
    },
    mask.slice(5, -2),
  );
  assert.deepEqual(sprite, { status: 200, type: 'image/svg+xml', cells: 12 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('deploy publishes the JSON Schemas editors use to validate users’ files', async () => {
  for (const file of [
    'roomodes.schema.json',
    'settings-export.schema.json',
    'codebase-index.schema.json',
    'marketplace-item.schema.json',
    'tool-catalogue.schema.json',
  ]) {
    const res = await fetch(`${site.url}/schemas/${file}`);
    assert.equal(res.status, 200, file);
    const schema = (await res.json()) as { $id?: string };
    assert.equal(schema.$id, `https://docs.roocode.com/schemas/${file}`);
  }
});

test('breadcrumbs carry structured data for search engines', async () => {
  const html = await (await fetch(`${site.url}/features/checkpoints`)).text();
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  assert.ok(json, 'no JSON-LD in the page');
  const data = JSON.parse(json) as { '@type': string; itemListElement: { name: string; item: string }[] };
  assert.equal(data['@type'], 'BreadcrumbList');
  assert.deepEqual(
    data.itemListElement.map((i) => [i.name, i.item]),
    [
      ['Home', 'https://docs.roocode.com/'],
      ['Checkpoints', 'https://docs.roocode.com/features/checkpoints'],
    ],
  );
});
