import { existsSync } from 'node:fs';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this sandbox needs (no background network). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: run 'apt-get install chromium' (npm test does this)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

// Every page asks two public APIs for the navbar's star and install counts (spec 7). This sandbox
// has no internet (and CI would meet rate limits): the failed loads Chromium reports are not the
// site's errors, which keeps its default counts. footer-banners.test.ts answers them itself.
const COUNT_APIS = ['https://api.github.com/', 'https://marketplace.visualstudio.com/'];
const isCountApiFailure = (m: ConsoleMessage) =>
  m.text().startsWith('Failed to load resource') && COUNT_APIS.some((api) => m.location().url.startsWith(api));

/** Collects console errors and page errors, so a test can assert a clean run (no hydration errors). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !isCountApiFailure(m)) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
