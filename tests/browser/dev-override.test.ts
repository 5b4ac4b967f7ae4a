import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '@roo-docs/bench/browser';
import { NGINX, startNginx } from '@roo-docs/bench/nginx';
import { violations } from '../support/axe.ts';
import { CHROMIUM, markDocument, sameDocument, watchErrors } from '../support/browser.ts';
import { nonLoopbackAddress, serveEditedSection, serveSiteAt, type DevOrigin } from '../support/dev-origin.ts';
import { afterAll, beforeAll, test } from '@rstest/core';
import { publishTestSite, REPO_ROOT, type TestSite } from '../support/site.ts';

// What the writer changed in their copy of the features section: on no published page.
const MARKER = 'This sentence exists only in the local copy of the features section.';
const PAGE = '/features/checkpoints';
const PUBLISHED = 'Checkpoints are snapshots of your workspace';
// A name that is not loopback but that this browser resolves to this machine: the site then
// sees a public Host on a loopback socket, as behind a reverse proxy, and the page a public hostname.
const PUBLIC_NAME = 'docs.test';

let site: TestSite;
let dev: DevOrigin;
let browser: Browser;
beforeAll(async () => {
  site = await publishTestSite('dev-override');
  dev = await serveEditedSection('dev-override', 'features', 'content/features/checkpoints.mdx', (source) =>
    source.replace(/\n## /, `\n${MARKER}\n\n## `),
  );
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${PUBLIC_NAME} 127.0.0.1`],
  });
});
afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await site?.close();
});

const badge = (page: Page) => page.getByRole('complementary', { name: 'Local sections' });
const devParam = (base = dev.base) => `?dev=features@${encodeURIComponent(base)}`;

async function openWarned(url: string): Promise<{ page: Page; warnings: string[]; errors: string[] }> {
  const page = await browser.newPage();
  const warnings: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  const errors = watchErrors(page);
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]');
  return { page, warnings, errors };
}

test('a loopback page takes the section from the writer’s server, shows the badge, keeps it for the tab and ends it', async () => {
  const { page, errors } = await openWarned(`${site.url}${PAGE}${devParam()}`);
  await page.getByText(MARKER).waitFor();
  assert.ok(
    dev.requests.some((r) => r.endsWith('mf-manifest.json')),
    'the manifest came from the second origin',
  );
  await badge(page).waitFor();
  assert.match(await badge(page).innerText(), /Local section features from http:\/\/127\.0\.0\.1:\d+/);
  assert.equal(new URL(page.url()).search, '', 'the parameter leaves the address bar');
  assert.deepEqual(await violations(page), [], 'no axe violations with the badge up');

  // Client navigation away and back, then a reload: the tab still takes the local section.
  await markDocument(page);
  await page.locator('.navbar-links a[href="/getting-started/installing"]').click();
  await page.waitForURL(`${site.url}/getting-started/installing`);
  await page.locator('h1', { hasText: 'Installing' }).first().waitFor();
  await page.goBack();
  await page.getByText(MARKER).waitFor();
  assert.equal(await sameDocument(page), true, 'client navigation');
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
  await page.getByText(MARKER).waitFor();
  await badge(page).waitFor();
  assert.deepEqual(errors, [], 'no hydration or load errors');

  // The badge's button is the first stop of the keyboard; it ends the section and reloads.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'End local features');
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await page.waitForSelector('html[data-hydrated]');
  await page.getByText(PUBLISHED).first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await page.getByText(MARKER).count(), 0, 'the published page is back');
  assert.equal(await badge(page).count(), 0);
  assert.equal(await page.evaluate(() => sessionStorage.getItem('roo-docs:dev-sections')), null);
  await page.close();
});

test('a page served under a public name or address ignores the parameter: no request, no badge', async () => {
  const ip = nonLoopbackAddress();
  const public_ = ip ? await serveSiteAt(site.origin.dir, ip) : null;
  try {
    const port = new URL(site.url).port;
    for (const origin of [`http://${PUBLIC_NAME}:${port}`, ...(public_ ? [public_.url] : [])]) {
      const asked = dev.requests.length;
      const { page, warnings } = await openWarned(`${origin}${PAGE}${devParam()}`);
      await page.waitForLoadState('networkidle');
      assert.equal(dev.requests.length, asked, `${origin}: nothing was asked of the writer's server`);
      assert.equal(await badge(page).count(), 0);
      assert.equal(await page.getByText(MARKER).count(), 0);
      assert.ok(
        warnings.some((w) => w.startsWith('Ignoring ?dev=features@')),
        `${origin}: a console warning says why`,
      );
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      assert.ok(!policy?.includes('127.0.0.1'), `${origin}: the strict script policy`);
      await page.close();
    }
  } finally {
    await public_?.close();
  }
});

test('a loopback page refuses a section from an origin that is not loopback', async () => {
  // The name resolves to the writer's server here, so only the check stands between them.
  const elsewhere = dev.base.replace('127.0.0.1', PUBLIC_NAME);
  const asked = dev.requests.length;
  const { page, warnings } = await openWarned(`${site.url}${PAGE}${devParam(elsewhere)}`);
  await page.waitForLoadState('networkidle');
  assert.equal(dev.requests.length, asked);
  assert.equal(await badge(page).count(), 0);
  assert.ok(warnings.some((w) => w.startsWith(`Ignoring ?dev=features@http://${PUBLIC_NAME}`)));
  await page.close();
});

test('the script policy lets a loopback page run loopback code and blocks it under a public name', async () => {
  const manifest = (await (await fetch(`${dev.base}mf-manifest.json`)).json()) as { metaData: { remoteEntry: { name: string } } };
  const script = `${dev.base}${manifest.metaData.remoteEntry.name}`;
  const load = (page: Page) =>
    page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const el = Object.assign(document.createElement('script'), { src });
          el.onload = () => resolve('ran');
          document.addEventListener('securitypolicyviolation', () => resolve('blocked'), { once: true });
          document.head.append(el);
        }),
      script,
    );
  // `?dev=off` asks for the loopback policy and ends nothing: no section is local on this page.
  const local = await openWarned(`${site.url}/faq?dev=off`);
  assert.equal(await load(local.page), 'ran');
  const plain = await openWarned(`${site.url}/faq`);
  assert.equal(await load(plain.page), 'blocked', 'a loopback page without local sections keeps the published policy');
  const port = new URL(site.url).port;
  const remote = await openWarned(`http://${PUBLIC_NAME}:${port}/faq?dev=off`);
  assert.equal(await load(remote.page), 'blocked');
  for (const p of [local.page, plain.page, remote.page]) await p.close();
});

test('nginx with the shipped config serves the same override', async () => {
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: run 'apt-get install nginx' (npm test does this)`);
  const nginx = await startNginx(REPO_ROOT, site.origin.dir, 1);
  try {
    const { page, errors } = await openWarned(`${nginx!.url}${PAGE}${devParam()}`);
    await page.getByText(MARKER).waitFor();
    await badge(page).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    nginx?.stop();
  }
});
