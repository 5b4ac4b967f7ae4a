import assert from 'node:assert/strict';
import { watchErrors } from '../support/browser.ts';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';

const site = withSite('security');

const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';

/** Opens a page, records CSP violations from the start, and returns the page and the violations. */
async function openWatched(url: string) {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  await page.goto(url);
  const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  return { page, errors, violations };
}

test('pages carry a script policy without unsafe-inline or unsafe-eval, and the whole site runs under it', async () => {
  const html = await (await fetch(`${site.url}/features/checkpoints`)).text();
  const policy = policyOf(html);
  assert.match(policy, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  assert.doesNotMatch(policy, /unsafe-(inline|eval)/);
  assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<script'), 'the policy comes before the first script');

  // Theme script, hydration, a section's federated code, client navigation into another section, search's worker.
  const { page, errors, violations } = await openWatched(`${site.url}/features/checkpoints`);
  await page.waitForSelector('html[data-hydrated]');
  await page.locator('.sidebar a[href="/features/rooignore"]').click();
  await page.locator('h1', { hasText: '.rooignore' }).waitFor();
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('ollama');
  await page.locator('[role=listbox] [role=option]').first().waitFor();
  await page.locator('[role=listbox] [role=option]').first().click();
  await page.locator('h1', { hasText: 'Ollama' }).waitFor();
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the embedded server frames nothing from elsewhere and sends the security headers', async () => {
  const res = await fetch(`${site.url}/`);
  assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/);
  assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN');
  assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.match(res.headers.get('permissions-policy') ?? '', /geolocation=\(\)/);
});

test('redirect pages carry a script policy that lets only their own forwarding script run', async () => {
  const html = await (await fetch(`${site.url}/advanced-usage/checkpoints`)).text();
  assert.match(policyOf(html), /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  assert.doesNotMatch(policyOf(html), /unsafe-(inline|eval)/);
  assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<script'), 'the policy comes before the script');
  // The script, not the meta refresh, forwards: it keeps the query and the fragment.
  const { page, errors } = await openWatched(`${site.url}/advanced-usage/checkpoints?from=old#restoring`);
  await page.waitForURL(`${site.url}/features/checkpoints?from=old#restoring`);
  await page.locator('h1', { hasText: 'Checkpoints' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('the embedding demo carries a script policy and mounts its parcels under it', async () => {
  const html = await (await fetch(`${site.url}/embed-demo/`)).text();
  assert.match(policyOf(html), /script-src 'self'/);
  assert.doesNotMatch(policyOf(html), /unsafe-(inline|eval)/);
  const { page, errors, violations } = await openWatched(`${site.url}/embed-demo/`);
  // Playwright's CSS locators pierce the parcels' open shadow roots.
  await page.locator('#features-parcel .roo-embed h1', { hasText: 'Checkpoints' }).waitFor();
  await page.locator('#cloud-parcel .roo-embed h1', { hasText: 'Task Sync' }).waitFor();
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
  await page.close();
});
