import { afterAll, beforeAll } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { publishTestSite, type TestSite } from './site.ts';

export interface SiteUnderTest extends Omit<TestSite, 'close'> {
  /** Chromium, launched for this file's tests. */
  browser: Browser;
}

export interface WithSiteOptions {
  /** Launches the browser another way (extra flags); the default is `launchBrowser()`. */
  launch?: () => Promise<Browser>;
  /** Leave the browser out: tests that only fetch or run processes. */
  browser?: false;
}

/**
 * The whole site published on a fresh origin and served on 127.0.0.1 before this file's tests,
 * with Chromium to drive it; both closed after them. The fields are set once the `beforeAll`
 * registered here has run: read them inside hooks and tests, not at module level. A file's own
 * `beforeAll` hooks registered after this call run after it, with the site up.
 */
export function withSite(name: string, options: WithSiteOptions = {}): SiteUnderTest {
  let site: TestSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await publishTestSite(name);
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
      return ready(site, 'site').origin;
    },
    get url() {
      return ready(site, 'site').url;
    },
    get browser() {
      return ready(browser, 'browser');
    },
  };
}
