import { afterAll, beforeAll } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { publishTestSite, type TestSite } from './site.ts';
import { DEV_SITE_ENV, startDevTarget, TEST_TARGET_ENV, testTarget, type TestTarget } from './test-target.ts';

export { BOTH_TARGETS } from './test-target.ts';

export interface SiteUnderTest extends Omit<TestSite, 'close'> {
  /** Chromium, launched for this file's tests. */
  browser: Browser;
}

export interface WithSiteOptions {
  /** Launches the browser another way (extra flags); the default is `launchBrowser()`. */
  launch?: () => Promise<Browser>;
  /** Leave the browser out: tests that only fetch or run processes. */
  browser?: false;
  /** The sites this file holds for: `BOTH_TARGETS` puts it in the dev set; the default is the published site only. */
  targets?: readonly TestTarget[];
}

/** The site as the target serves it: a published origin, or the run's dev server (no origin folder). */
async function siteFor(name: string, target: TestTarget): Promise<Partial<TestSite> & { url: string; close(): Promise<void> }> {
  if (target === 'published') return publishTestSite(name);
  const shared = process.env[DEV_SITE_ENV];
  // A file run outside the browser project has no global setup: it starts a dev server of its own.
  if (shared) return { url: shared, close: async () => {} };
  const dev = await startDevTarget();
  return { url: dev.url, close: () => dev.close() };
}

/**
 * The whole site published on a fresh origin and served on 127.0.0.1 before this file's tests,
 * with Chromium to drive it; both closed after them. With `ROO_TEST_TARGET=dev`, the dev server
 * instead, for files whose `targets` name it. The fields are set once the `beforeAll`
 * registered here has run: read them inside hooks and tests, not at module level. A file's own
 * `beforeAll` hooks registered after this call run after it, with the site up.
 */
export function withSite(name: string, options: WithSiteOptions = {}): SiteUnderTest {
  const target = testTarget();
  if (!(options.targets ?? ['published']).includes(target))
    throw new Error(`withSite('${name}'): this file holds for the published site only, not ${TEST_TARGET_ENV}=${target}`);
  let site: Awaited<ReturnType<typeof siteFor>> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await siteFor(name, target);
    if (options.browser !== false) browser = await (options.launch ?? launchBrowser)();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`withSite('${name}'): the ${what} is not up (read it inside a hook or test)`);
    return value;
  };
  return {
    get origin() {
      const origin = ready(site, 'site').origin;
      if (!origin) throw new Error(`withSite('${name}'): the dev server has no origin folder (a published-only check)`);
      return origin;
    },
    get url() {
      return ready(site, 'site').url;
    },
    get browser() {
      return ready(browser, 'browser');
    },
  };
}
