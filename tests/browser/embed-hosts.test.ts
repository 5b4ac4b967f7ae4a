import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { readPointer } from '../../deploy/src/node/origin/origin.ts';
import { createOriginServer, listen } from '../../deploy/src/node/serve/serve.ts';
import { watchErrors } from '../support/browser.ts';
import { buildMfHost, writePlainHost } from '../support/embed-host/build-host.ts';
import { listenerCount } from '../support/listeners.ts';
import { afterAll, beforeAll, test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';
import { REPO_ROOT } from '../support/site.ts';

// Hosts that are not the docs site: a page on another origin, and an application with a React of
// its own built with Module Federation (README, "Embedding a page").
const site = withSite('embed-hosts');
let hostServer: Server;
let hostUrl: string;
const hostDir = join(REPO_ROOT, '.tmp', `embed-hosts-${process.pid}`);

beforeAll(async () => {
  await writePlainHost(join(hostDir, 'plain'), `${site.url}/`);
  await buildMfHost(join(hostDir, 'mf'), `${site.url}/`);
  // Another port of 127.0.0.1 is another origin.
  hostServer = createOriginServer(hostDir);
  hostUrl = `http://127.0.0.1:${await listen(hostServer, 0)}`;
});
afterAll(async () => {
  await new Promise((r) => hostServer?.close(r));
});

const docsTitle = (page: Page) => page.locator('#docs .roo-embed h1');

test('a host on another origin mounts a parcel from the docs origin and navigates inside it', async () => {
  assert.notEqual(new URL(hostUrl).origin, new URL(site.url).origin);
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.url()}: ${r.failure()?.errorText}`));
  await page.goto(`${hostUrl}/plain/`);
  await docsTitle(page).filter({ hasText: 'Checkpoints' }).waitFor();
  assert.equal(await page.locator('#docs .roo-embed').getAttribute('data-theme'), 'dark');
  // Links stay full URLs of the docs site, and a link of the section opens in the parcel.
  const link = page.locator('#docs .roo-embed a[href$="/features/rooignore"]').first();
  assert.equal(await link.getAttribute('href'), `${site.url}/features/rooignore`);
  await link.click();
  await docsTitle(page).filter({ hasText: 'Using .rooignore' }).waitFor();
  assert.equal(await page.evaluate(() => document.body.dataset.docsPath), '/features/rooignore');
  assert.equal(new URL(page.url()).origin, hostUrl);
  assert.deepEqual(failed, []);
  assert.deepEqual(errors, []);
  await page.close();
});

/** Every file of React, ReactDOM and React Router a section would load if the host did not provide them. */
async function sectionReactFiles(section: 'features' | 'cloud'): Promise<string[]> {
  const manifestPath = (await readPointer(site.origin)).sections[section]!.manifest;
  const manifest = (await (await fetch(`${site.url}${manifestPath}`)).json()) as {
    shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  };
  return manifest.shared
    .filter((s) => /^react(-dom|-router)?($|\/)/.test(s.name))
    .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async])
    .map((f) => `${site.url}${manifestPath.replace(/[^/]+$/, f)}`);
}

// React DevTools' hook, as the extension installs it: every ReactDOM that starts registers here.
const DEVTOOLS_HOOK = `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  renderers: new Map(), supportsFiber: true, isDisabled: false,
  inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
  onScheduleFiberRoot() {}, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
};`;

test('a Module Federation host with its own React passes its share scope: one React, hooks work, unmount is clean', async () => {
  const context = await site.browser.newContext();
  await context.addInitScript(DEVTOOLS_HOOK);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${hostUrl}/mf/`);
  await page.locator('#host-counter').click();
  await page.locator('#host-counter', { hasText: 'Host clicks: 1' }).waitFor();
  const before = { window: await listenerCount(page, 'window'), document: await listenerCount(page, 'document') };

  await page.evaluate(`host.mountDocs('/features/checkpoints').then((p) => { window.docs = p; })`);
  await docsTitle(page).filter({ hasText: 'Checkpoints' }).waitFor();
  // State and effects of the parcel's page run on the host's React: a click changes its page.
  await page.locator('#docs .roo-embed a[href$="/features/rooignore"]').first().click();
  await docsTitle(page).filter({ hasText: 'Using .rooignore' }).waitFor();

  // One ReactDOM on the page, bound to the very React module the host imported.
  const react = await page.evaluate(`(() => {
    const renderers = [...window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values()];
    return {
      renderers: renderers.length,
      sameReact: renderers[0]?.currentDispatcherRef === host.React.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
      version: host.React.version,
    };
  })()`);
  assert.deepEqual(react, { renderers: 1, sameReact: true, version: (react as { version: string }).version });
  const ownReact = (await sectionReactFiles('features')).filter((url) => requests.includes(url));
  assert.ok((await sectionReactFiles('features')).length > 0, 'the section ships a React fallback');
  assert.deepEqual(ownReact, [], 'the section loaded none of its own React or router');

  await page.evaluate(`window.docs.unmount()`);
  assert.equal(await page.evaluate(() => document.getElementById('docs')?.childNodes.length), 0);
  assert.equal(await listenerCount(page, 'document.getElementById("docs")', true), 0);
  assert.deepEqual({ window: await listenerCount(page, 'window'), document: await listenerCount(page, 'document') }, before);
  // The host's own React tree is untouched.
  await page.locator('#host-counter').click();
  await page.locator('#host-counter', { hasText: 'Host clicks: 2' }).waitFor();
  // The control: a section given no share scope starts a ReactDOM of its own, which the checks above would see.
  await page.evaluate(`host.mountDocs('/roo-code-cloud/task-sync', { section: 'cloud', element: 'docs-own', share: false })`);
  await page.locator('#docs-own .roo-embed h1', { hasText: 'Task Sync' }).waitFor();
  assert.equal(await page.evaluate('window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size'), 2);
  assert.ok((await sectionReactFiles('cloud')).some((url) => requests.includes(url)));
  assert.deepEqual(errors, []);
  await context.close();
});
