import type { Browser } from 'playwright-core';
import { startDevProcess, type DevProcess } from '../dev-process.ts';
import { cpuTimeMs } from './process-cpu.ts';
import { asInFreshClone } from './fresh-clone.ts';

/** How long the new tab is left before the clock starts. */
const SETTLE_MS = 1500;

/**
 * From starting `npm run dev` to the page's heading drawn by the page's own code, in wall time and
 * in the dev process's CPU time (which load from other processes stretches far less). The tab is
 * open and idle before the clock starts, as a writer's browser is: opening one (a new renderer
 * process) took 0.8–1.1 s here (with its first navigation), which no dev server can shorten, and
 * the new process goes on working for a moment after its first page has loaded. The caches a fresh
 * clone lacks are removed before each start (`fresh-clone.ts`): a start that found them would be warm.
 */
export async function coldStart(
  browser: Browser,
  options: { repoRoot: string; sections?: string[]; path: string; bundle?: boolean },
): Promise<{ ms: number; cpuMs: number | null; dev: DevProcess }> {
  const page = await browser.newPage();
  await page.goto('about:blank');
  await asInFreshClone(options.repoRoot, { bundle: options.bundle });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const started = performance.now();
  let dev: DevProcess;
  try {
    dev = await startDevProcess({ repoRoot: options.repoRoot, sections: options.sections });
  } catch (error) {
    await page.close();
    throw error;
  }
  try {
    await page.goto(`${dev.url}${options.path}`);
    await page.locator('.doc-page[data-live] h1, .doc-page[data-live]').first().waitFor({ timeout: 120_000 });
    return { ms: performance.now() - started, cpuMs: cpuTimeMs(dev.child.pid!), dev };
  } catch (error) {
    // The caller never gets the server to stop: a server left running would skew every later figure.
    await dev.close();
    throw error;
  } finally {
    await page.close();
  }
}
