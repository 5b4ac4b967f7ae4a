import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { readPointer } from '../../deploy/src/node/origin/origin.ts';
import { violations } from '../support/axe.ts';
import { watchErrors } from '../support/browser.ts';
import { listenerCount } from '../support/listeners.ts';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';

const site = withSite('embed');

const features = '#features-parcel';
const cloud = '#cloud-parcel';
// Playwright's CSS locators pierce the parcels' open shadow roots.
const title = (parcel: string) => `${parcel} .roo-embed h1`;

async function openDemo(): Promise<{ context: BrowserContext; page: Page; errors: string[]; requests: string[] }> {
  const context = await site.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${site.url}/embed-demo/`);
  await page.locator(title(features), { hasText: 'Checkpoints' }).waitFor();
  await page.locator(title(cloud), { hasText: 'Task Sync' }).waitFor();
  return { context, page, errors, requests };
}

/** The files of a section's react-dom fallback, from its published manifest. */
async function reactDomFiles(section: 'features' | 'cloud'): Promise<string[]> {
  const pointer = await readPointer(site.origin);
  const manifestPath = pointer.sections[section]!.manifest;
  const manifest = (await (await fetch(`${site.url}${manifestPath}`)).json()) as {
    shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const files = manifest.shared.find((s) => s.name === 'react-dom')?.assets.js.sync ?? [];
  return files.map((f) => `${site.url}${manifestPath.replace(/[^/]+$/, f)}`);
}

test('a plain HTML host mounts two parcels from two sections without React of its own', async () => {
  const { context, page, errors, requests } = await openDemo();
  assert.equal(await page.evaluate(() => 'React' in window), false);
  // Both parcels run on one React: the second section takes the first one's from the share scope.
  const fetched = async (section: 'features' | 'cloud') =>
    (await reactDomFiles(section)).filter((url) => requests.includes(url)).length > 0;
  const sources = [await fetched('features'), await fetched('cloud')];
  assert.equal(sources.filter(Boolean).length, 1, `react-dom fetched from features/cloud: ${sources.join('/')}`);
  assert.ok(((await page.locator(`${features} .roo-embed .markdown`).textContent()) ?? '').length > 500);
  // The docs' stylesheet stays in the shadow roots: the host's own heading keeps the host font.
  assert.equal(await page.evaluate(() => document.styleSheets.length), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the demo is no page of the docs: not indexed, not in the sitemap, llms.txt or any search shard', async () => {
  const demo = await (await fetch(`${site.url}/embed-demo/`)).text();
  assert.match(demo, /<meta name="robots" content="noindex">/);
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  assert.match(sitemap, /\/features\/checkpoints</);
  assert.doesNotMatch(sitemap, /embed/);
  assert.doesNotMatch(await (await fetch(`${site.url}/llms.txt`)).text(), /embed-demo/);
  const pointer = await readPointer(site.origin);
  let shards = '';
  for (const section of Object.values(pointer.sections))
    shards += await (await fetch(`${site.url}${section!.searchShard}`)).text();
  assert.match(shards, /\/features\/checkpoints/, 'shards name their pages by path');
  assert.doesNotMatch(shards, /embed-demo|Embedding Roo Code docs pages/);
});

test('links in the section navigate inside the parcel; links elsewhere open the site', async () => {
  const { context, page, errors } = await openDemo();
  const hostUrl = page.url();
  await page.locator(`${features} .roo-embed a[href$="/features/rooignore"]`).first().click();
  await page.locator(title(features), { hasText: 'Using .rooignore to Control File Access' }).waitFor();
  assert.equal(page.url(), hostUrl);
  assert.equal(await page.locator('#features-path').textContent(), '/features/rooignore');
  assert.equal(await page.locator(`${features} .roo-embed`).getAttribute('data-path'), '/features/rooignore');
  // From the cloud parcel, /features/rooignore belongs to another section: it opens on the site.
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.locator(`${cloud} .roo-embed a[href$="/features/rooignore"]`).first().click(),
  ]);
  assert.equal(popup.url(), `${site.url}/features/rooignore`);
  assert.equal(page.url(), hostUrl);
  assert.equal(await page.locator(title(cloud)).textContent(), 'Task Sync');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Waits until both parcels show the theme (the host updates them one after the other). */
function bothThemed(page: Page, theme: 'light' | 'dark') {
  return page.waitForFunction(
    (t) =>
      ['#features-parcel', '#cloud-parcel'].every(
        (id) => document.querySelector(`${id} > div`)?.shadowRoot?.querySelector('.roo-embed')?.getAttribute('data-theme') === t,
      ),
    theme,
  );
}

test('the host switches the theme and the page of a parcel with update', async () => {
  const { context, page, errors } = await openDemo();
  const background = (parcel: string) =>
    page.locator(`${parcel} .roo-embed`).evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.equal(await background(features), 'rgb(255, 255, 255)');
  await page.locator('#toggle-theme').click();
  await bothThemed(page, 'dark');
  assert.equal(await background(features), 'rgb(18, 20, 23)');
  assert.equal(await background(cloud), 'rgb(18, 20, 23)');
  assert.deepEqual(await violations(page), []);
  await page.locator('#toggle-theme').click();
  await bothThemed(page, 'light');
  assert.equal(await background(cloud), 'rgb(255, 255, 255)');
  assert.deepEqual(await violations(page), []);
  await page.locator('#toggle-theme').click();
  await page.locator('#switch-page').click();
  await page.locator(title(features), { hasText: 'Customizing Modes' }).waitFor();
  // The page switch keeps the theme the host set earlier.
  assert.equal(await page.locator(`${features} .roo-embed`).getAttribute('data-theme'), 'dark');
  assert.deepEqual(errors, []);
  await context.close();
});

test('unmount leaves no nodes and no listeners behind', async () => {
  const { context, page, errors } = await openDemo();
  const before = {
    window: await listenerCount(page, 'window'),
    document: await listenerCount(page, 'document'),
  };
  // A third parcel into an element of the test's own: mount, navigate once, unmount.
  // A string, not a function: jiti (which runs this file) would rewrite the page's import() calls.
  await page.evaluate(`(async () => {
    const { mountRootParcel } = await import('/embed-demo/single-spa.js');
    const { loadParcel } = await import('/embed/loader.js');
    const box = Object.assign(document.createElement('div'), { id: 'third' });
    document.body.append(box);
    const parcel = mountRootParcel(() => loadParcel('features'), { domElement: box, path: '/features/checkpoints', theme: 'dark' });
    await parcel.mountPromise;
    window.third = parcel;
  })()`);
  await page.locator('#third .roo-embed h1', { hasText: 'Checkpoints' }).waitFor();
  await page.locator('#third .roo-embed a[href$="/features/rooignore"]').first().click();
  await page.locator('#third .roo-embed h1', { hasText: 'Using .rooignore' }).waitFor();
  assert.ok((await listenerCount(page, 'document.getElementById("third")', true)) > 0, 'React listens while mounted');
  await page.evaluate(() => (window as unknown as { third: { unmount(): Promise<void> } }).third.unmount());
  assert.equal(await page.evaluate(() => document.getElementById('third')?.childNodes.length), 0);
  assert.equal(await listenerCount(page, 'document.getElementById("third")', true), 0);
  assert.deepEqual({ window: await listenerCount(page, 'window'), document: await listenerCount(page, 'document') }, before);
  // The demo's own unmount button: the cloud parcel goes, the features parcel stays.
  await page.locator('#unmount-cloud').click();
  await page.waitForFunction(() => document.getElementById('cloud-parcel')?.childNodes.length === 0);
  assert.equal(await page.locator(title(features)).textContent(), 'Checkpoints');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a section that is down gives a readable error in its parcel, and nothing else breaks', async () => {
  const pointer = await readPointer(site.origin);
  await writeFile(join(site.origin.dir, pointer.sections.cloud!.manifest), '{"not": "a manifest"');
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  await page.goto(`${site.url}/embed-demo/`);
  const alert = page.locator(`${cloud} [role="alert"]`);
  await alert.waitFor();
  assert.match(
    (await alert.textContent()) ?? '',
    /cannot be shown here right now \(its manifest does not match the published build\)/,
  );
  assert.equal(await alert.locator('a').getAttribute('href'), `${site.url}/roo-code-cloud/task-sync`);
  await page.locator(title(features), { hasText: 'Checkpoints' }).waitFor();
  // The other parcel keeps working: it follows the theme and navigates.
  await page.locator('#toggle-theme').click();
  await page.waitForFunction(
    () =>
      document.querySelector('#features-parcel > div')?.shadowRoot?.querySelector('.roo-embed')?.getAttribute('data-theme') ===
      'dark',
  );
  await page.locator(`${features} .roo-embed a[href$="/features/rooignore"]`).first().click();
  await page.locator(title(features), { hasText: 'Using .rooignore' }).waitFor();
  await page.locator('#unmount-cloud').click();
  await page.waitForFunction(() => document.getElementById('cloud-parcel')?.childNodes.length === 0);
  assert.deepEqual(uncaught, []);
  await context.close();
});
