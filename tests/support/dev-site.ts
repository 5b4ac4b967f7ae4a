import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { asInFreshClone } from '../../dev/src/node/bench/fresh-clone.ts';
import { startDevProcess, type DevProcess } from '../../dev/src/node/dev-process.ts';
import { publishTestSite, REPO_ROOT, type TestSite } from './site.ts';

/** The dev server's error overlay (an iframe). */
export const OVERLAY = '#rspack-dev-server-client-overlay';
/** Its text. */
export const overlayText = (page: Page) => page.frameLocator(OVERLAY).locator('body');

/** How long a browser test waits for the dev server to show something. */
export const PATIENCE = { timeout: 30_000 };

let running: Promise<{ site: TestSite; dev: DevProcess }> | undefined;

/**
 * One `npm run dev -- features` (the other sections from a published copy) for every dev-server
 * test file: two would write the same section's generated modules at once. It starts as on a fresh
 * clone, without the section's page metadata cache, so its pages are read in full in the background
 * once the first page is up, here as in CI (a warm cache had hidden a bug of that read).
 */
export function devSiteOnce(): Promise<{ site: TestSite; dev: DevProcess }> {
  running ??= (async () => {
    const site = await publishTestSite('dev-server');
    await asInFreshClone(REPO_ROOT, { sections: ['features'] });
    const dev = await startDevProcess({
      repoRoot: REPO_ROOT,
      sections: ['features'],
      siteDir: relative(REPO_ROOT, site.origin.dir),
    });
    return { site, dev };
  })();
  return running;
}

export async function closeDevSite(): Promise<void> {
  const started = running;
  running = undefined;
  if (!started) return;
  const { site, dev } = await started;
  await dev.close();
  await site.close();
}

/** Writes a file and waits for the features rebuild it causes. */
export async function saveAndRebuild(dev: DevProcess, file: string, text: string): Promise<void> {
  const rebuilt = dev.waitForLine(/features rebuilt in/);
  await writeFile(file, text);
  await rebuilt;
}

/**
 * Runs `change` on files whose texts are kept first; afterwards every file is as it was (a file
 * that did not exist is removed), and the dev server has rebuilt from them.
 */
export async function withFilesKept(dev: DevProcess, files: string[], change: () => Promise<void>): Promise<void> {
  const kept = await Promise.all(files.map((f) => readFile(f, 'utf8').catch(() => null)));
  try {
    await change();
  } finally {
    const now = await Promise.all(files.map((f) => readFile(f, 'utf8').catch(() => null)));
    const changed = files.filter((_, i) => now[i] !== kept[i]);
    if (changed.length) {
      // A shared file rebuilds the shell, the section or both: the first rebuild is enough to go on.
      const rebuilt = dev.waitForLine(/rebuilt in/);
      for (const file of changed) {
        const text = kept[files.indexOf(file)];
        if (text === null || text === undefined) await rm(file, { force: true });
        else await writeFile(file, text);
      }
      await rebuilt;
    }
  }
}

/** What each marked page's hot-update clients said, and when it was loaded again. */
const hotUpdateLog = new WeakMap<Page, string[]>();
const HOT_CLIENTS = /\[HMR\]|\[rspack-dev-server\]/;

/** Opens a page of the dev server and marks its window: a reload would lose the mark. */
export async function openMarked(browser: Browser, dev: DevProcess, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // DEV_TEST_CONSOLE=1 shows everything the page logs.
  if (process.env.DEV_TEST_CONSOLE) page.on('console', (m) => process.stderr.write(`[page ${m.type()}] ${m.text()}\n`));
  await page.goto(`${dev.url}${path}`);
  await page.locator('.doc-page[data-live]').waitFor(PATIENCE);
  await page.evaluate(() => Object.assign(window, { __devMarker: 'still here' }));
  const said: string[] = [];
  hotUpdateLog.set(page, said);
  page.on(
    'console',
    (m) => HOT_CLIENTS.test(m.text()) && said.push(`${m.type()}: ${m.text().split('\n').slice(0, 2).join(' | ').slice(0, 300)}`),
  );
  page.on('framenavigated', (frame) => frame === page.mainFrame() && said.push(`(loaded again: ${frame.url()})`));
  return page;
}

/** The mark `openMarked` set, or undefined once the page reloaded. */
const markOf = (page: Page) => page.evaluate(() => (window as { __devMarker?: string }).__devMarker);

/** Fails, with what the hot-update clients said (why a reload happened), if the page was loaded again. */
export async function assertNotReloaded(page: Page, what: string): Promise<void> {
  const said = hotUpdateLog.get(page) ?? [];
  assert.equal(await markOf(page), 'still here', `${what}; the page's hot-update clients said:\n${said.slice(-20).join('\n')}`);
}

/** Saves the page fixed (its good text with `words` added): the words show, the overlay goes, and the page was not reloaded. */
export async function expectFixInPlace(dev: DevProcess, page: Page, file: string, good: string, words: string): Promise<void> {
  await saveAndRebuild(dev, file, `${good}\n${words}\n`);
  await page.getByText(words).waitFor(PATIENCE);
  await page.locator(OVERLAY).waitFor({ state: 'detached', ...PATIENCE });
  await assertNotReloaded(page, 'the fix showed without a reload');
}
