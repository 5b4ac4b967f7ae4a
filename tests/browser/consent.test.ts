import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { buildShell, type ShellBuild } from '@roo-docs/shell/node';
import { originAt } from '../../deploy/src/node/origin/origin.ts';
import { publish } from '../../deploy/src/node/publish/publish.ts';
import { createOriginServer, listen } from '../../deploy/src/node/serve/serve.ts';
import { violations } from '../support/axe.ts';
import { launchBrowser, watchErrors } from '../support/browser.ts';
import { afterAll, beforeAll, test } from '@rstest/core';
import { buildAllOnce, REPO_ROOT } from '../support/site.ts';

const BANNER_TEXT = 'Like most of the internet, we use cookies. Are you OK with that?';
// A string of posthog-js's own bundle, found in no file of this site's code.
const POSTHOG_MARKER = '[PostHog.js]';

/** A stand-in for the analytics host: counts every request and decodes the events sent. */
interface FakeHost {
  url: string;
  requests: string[];
  pageViews: string[];
  close(): Promise<void>;
}

/** posthog-js sends JSON, gzipped or base64 depending on what it negotiated; one event or a batch. */
function eventsIn(body: Buffer): { event?: string; properties?: { $current_url?: string } }[] {
  let text = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body).toString('utf8') : body.toString('utf8');
  if (text.startsWith('data=')) text = Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8');
  try {
    const data = JSON.parse(text) as unknown;
    const list = Array.isArray(data) ? data : ((data as { batch?: unknown[] }).batch ?? [data]);
    return list as ReturnType<typeof eventsIn>;
  } catch {
    return [];
  }
}

// The project configuration the host hands out: session replay on, as the site's project has it.
const REMOTE_CONFIG = JSON.stringify({ flags: {}, sessionRecording: { endpoint: '/s/' } });
const POSTHOG_DIST = dirname(createRequire(import.meta.url).resolve('posthog-js/dist/lazy-recorder.js'));

async function startFakeHost(): Promise<FakeHost> {
  const requests: string[] = [];
  const pageViews: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      requests.push(`${req.method} ${req.url}`);
      for (const e of eventsIn(Buffer.concat(chunks)))
        if (e.event === '$pageview') pageViews.push(new URL(e.properties?.$current_url ?? '').pathname);
      const cors = {
        'access-control-allow-origin': req.headers.origin ?? '*',
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      };
      const path = new URL(req.url ?? '/', 'http://host').pathname;
      // Lazy parts of posthog-js (the session recorder) come from the host, as from PostHog's.
      const script = /^\/static\/(?:[\d.]+\/)?([\w-]+\.js)$/.exec(path)?.[1];
      const configScript = /^\/array\/(\w+)\/config\.js$/.exec(path)?.[1];
      if (configScript) {
        const js = `(window._POSTHOG_REMOTE_CONFIG ||= {})[${JSON.stringify(configScript)}] = { config: ${REMOTE_CONFIG}, siteApps: [] };`;
        res.writeHead(200, { ...cors, 'content-type': 'text/javascript' }).end(js);
      } else if (script) {
        const body = await readFile(join(POSTHOG_DIST, script)).catch(() => null);
        res.writeHead(body ? 200 : 404, { ...cors, 'content-type': 'text/javascript' }).end(body ?? '');
      } else if (req.method === 'OPTIONS') res.writeHead(204, cors).end();
      else res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(REMOTE_CONFIG);
    });
  });
  const port = await listen(server, 0);
  return { url: `http://127.0.0.1:${port}`, requests, pageViews, close: () => closeServer(server) };
}

const closeServer = (server: Server) => new Promise<void>((r) => server.close(() => r()));

/** The shell is configured by the environment at build time; the caller's environment is restored. */
async function buildShellWith(vars: Record<'ROO_DOCS_POSTHOG_KEY' | 'ROO_DOCS_POSTHOG_HOST', string | undefined>) {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  apply(vars);
  try {
    return await buildShell(REPO_ROOT);
  } finally {
    apply(saved);
  }
}

interface Site {
  url: string;
  dir: string;
  close(): Promise<void>;
}

/** The whole site published with this shell build, served on 127.0.0.1 (like tests/support/site.ts). */
async function publishWith(name: string, shell: ShellBuild): Promise<Site> {
  const { sections } = await buildAllOnce();
  const dir = join(REPO_ROOT, '.tmp', 'origins', `${name}-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await publish({ origin: originAt(dir), shell, sections });
  const server = createOriginServer(dir);
  const port = await listen(server, 0);
  return { url: `http://127.0.0.1:${port}`, dir, close: () => closeServer(server) };
}

let host: FakeHost;
let keyed: ShellBuild;
let withKey: Site;
let withoutKey: Site;
let browser: Browser;
beforeAll(async () => {
  await buildAllOnce(); // before the environment changes: the shared build stays key-less
  host = await startFakeHost();
  keyed = await buildShellWith({ ROO_DOCS_POSTHOG_KEY: 'phc_test', ROO_DOCS_POSTHOG_HOST: host.url });
  withKey = await publishWith('consent-key', keyed);
  const plain = await buildShellWith({ ROO_DOCS_POSTHOG_KEY: undefined, ROO_DOCS_POSTHOG_HOST: host.url });
  withoutKey = await publishWith('consent-no-key', plain);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const site of [withKey, withoutKey]) {
    await site?.close();
    if (site) await rm(site.dir, { recursive: true, force: true });
  }
  await host?.close();
  // This build names the fake host's port, so no later run can reuse it.
  if (keyed) await rm(keyed.dir, { recursive: true, force: true });
});

/** Every JavaScript file the page receives, by URL, so a test can see what was downloaded. */
function watchScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (res) => {
    if (res.url().endsWith('.js'))
      scripts.set(
        res.url(),
        res.text().catch(() => ''),
      );
  });
  return scripts;
}

async function posthogDownloaded(scripts: Map<string, Promise<string>>): Promise<boolean> {
  return (await Promise.all(scripts.values())).some((body) => body.includes(POSTHOG_MARKER));
}

/**
 * posthog-js drops the events of browsers that look automated (a HeadlessChrome user agent or
 * brand, `navigator.webdriver`), as bots are; the tests present themselves as a reader's Chrome.
 */
async function newContext(options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`,
    ...options,
  });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
  return context;
}

async function open(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]');
  return { page, errors, scripts };
}

/** Lets anything the page would send arrive: posthog-js flushes its queue every few seconds. */
const settle = (page: Page) => page.waitForTimeout(4000);

async function waitFor(condition: () => boolean, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}; the host saw:\n${host.requests.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'CookieConsent');
}

async function clickSidebar(page: Page, href: string) {
  // The category may already be open on this page; the toggle only matters when it is not.
  await page
    .locator('.sidebar button', { hasText: 'Features' })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await page.locator(`.sidebar a[href="${href}"]`).click();
  await page.waitForURL(`**${href}`);
}

test('the banner: exact text, accessible buttons, its own root, nothing sent before a choice', async () => {
  const context = await newContext();
  const { page, errors, scripts } = await open(context, `${withKey.url}/faq`);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.waitFor();
  assert.equal((await banner.locator('p').textContent())?.trim(), BANNER_TEXT);
  const accept = banner.getByRole('button', { name: 'Accept cookies', exact: true });
  const decline = banner.getByRole('button', { name: 'Decline cookies', exact: true });
  assert.equal(await accept.textContent(), 'Accept');
  assert.equal(await decline.textContent(), 'Decline');
  const placement = await page.evaluate(() => {
    const el = document.querySelector('.cookie-banner')!;
    const style = getComputedStyle(el);
    return {
      outsideRoot: !document.getElementById('root')!.contains(el) && el.parentElement!.parentElement === document.body,
      position: style.position,
      atBottom: Math.abs(el.getBoundingClientRect().bottom - innerHeight) < 1,
    };
  });
  assert.deepEqual(placement, { outsideRoot: true, position: 'fixed', atBottom: true });
  // The end of the page can scroll above the banner: nothing stays hidden under it.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  const gap = await page.evaluate(
    () =>
      document.querySelector('.cookie-banner')!.getBoundingClientRect().top -
      document.getElementById('root')!.getBoundingClientRect().bottom,
  );
  assert.ok(gap >= -1, `the page ends ${-gap} px under the banner`);
  // The server HTML knows nothing of consent, so hydration is identical with or without a cookie.
  assert.ok(!(await (await fetch(`${withKey.url}/faq`)).text()).includes('cookie-banner'));
  await settle(page);
  assert.deepEqual(host.requests, [], 'no request reaches the analytics host before accept');
  assert.equal(await posthogDownloaded(scripts), false, 'posthog-js is not downloaded before accept');
  assert.equal(await consentCookie(context), undefined);
  assert.deepEqual(errors, []);
  await context.close();
});

test('accept: cookie true for a year (Lax, not Secure on http), posthog loads, page views follow routes', async () => {
  const context = await newContext();
  const { page, errors, scripts } = await open(context, `${withKey.url}/faq`);
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.locator('.cookie-banner').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.body.style.paddingBottom), '', 'the room made for the banner goes with it');
  const cookie = await consentCookie(context);
  assert.ok(cookie, 'the consent cookie is set');
  assert.equal(cookie.value, 'true');
  assert.equal(cookie.sameSite, 'Lax');
  assert.equal(cookie.secure, false);
  assert.equal(cookie.path, '/');
  const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
  assert.ok(Math.abs(cookie.expires - yearFromNow) < 300, `expires ${new Date(cookie.expires * 1000).toISOString()}`);

  await waitFor(() => host.pageViews.includes('/faq'), 'the page view of /faq');
  assert.equal(await posthogDownloaded(scripts), true);
  await clickSidebar(page, '/features/checkpoints');
  await waitFor(() => host.pageViews.includes('/features/checkpoints'), 'the page view after a client navigation');
  assert.deepEqual(host.pageViews, ['/faq', '/features/checkpoints'], 'one view per route, no duplicates');
  await waitFor(() => host.requests.some((r) => r.startsWith('POST /s/')), 'a session recording');
  assert.deepEqual(errors, []);

  // With the cookie, the banner stays away and analytics starts on its own.
  host.pageViews.length = 0;
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
  await waitFor(() => host.pageViews.includes('/features/checkpoints'), 'the page view after reload');
  assert.equal(await page.locator('.cookie-banner').count(), 0);
  await context.close();
});

test('decline: cookie false, the banner goes, and no analytics request is ever made', async () => {
  const context = await newContext();
  const before = host.requests.length;
  const { page, errors, scripts } = await open(context, `${withKey.url}/faq`);
  await page.getByRole('button', { name: 'Decline cookies' }).click();
  await page.locator('.cookie-banner').waitFor({ state: 'detached' });
  const cookie = await consentCookie(context);
  assert.equal(cookie?.value, 'false');
  assert.equal(cookie?.sameSite, 'Lax');
  await clickSidebar(page, '/features/checkpoints');
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
  await settle(page);
  assert.equal(await page.locator('.cookie-banner').count(), 0, 'a decided reader sees no banner');
  assert.equal(host.requests.length, before, host.requests.slice(before).join('\n'));
  assert.equal(await posthogDownloaded(scripts), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a shell built without a key: accept stores the cookie and sends nothing, posthog-js is never fetched', async () => {
  const context = await newContext();
  const before = host.requests.length;
  const { page, errors, scripts } = await open(context, `${withoutKey.url}/faq`);
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.locator('.cookie-banner').waitFor({ state: 'detached' });
  assert.equal((await consentCookie(context))?.value, 'true');
  await clickSidebar(page, '/features/checkpoints');
  await settle(page);
  assert.equal(host.requests.length, before, host.requests.slice(before).join('\n'));
  assert.equal(await posthogDownloaded(scripts), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('cookies that throw: the banner still works for the page, with one warning', async () => {
  const context = await newContext();
  await context.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Object.defineProperty(Document.prototype, 'cookie', { get: blocked, set: blocked, configurable: true });
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(`${withoutKey.url}/faq`);
  await page.waitForSelector('html[data-hydrated]');
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.locator('.cookie-banner').waitFor({ state: 'detached' });
  assert.equal(warnings.filter((w) => w.includes('Cookies are unavailable')).length, 1, warnings.join('\n'));
  assert.deepEqual(errors, []);
  await context.close();
});

for (const theme of ['dark', 'light'] as const) {
  test(`the banner has no axe violations, ${theme} theme`, async () => {
    const context = await newContext();
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const { page } = await open(context, `${withoutKey.url}/faq`);
    await page.locator('.cookie-banner').waitFor();
    assert.deepEqual(await violations(page, '#cookie-consent'), []);
    await context.close();
  });
}
