import type { Browser } from 'playwright-core';
import { startDevProcess, type DevProcess } from '../dev-process.ts';
import { cpuTimeMs } from './process-cpu.ts';

/**
 * From starting `npm run dev` to the page's heading drawn by the page's own code, in wall time and
 * in the dev process's CPU time (which load from other processes stretches far less).
 */
export async function coldStart(
  browser: Browser,
  options: { repoRoot: string; sections?: string[]; path: string },
): Promise<{ ms: number; cpuMs: number | null; dev: DevProcess }> {
  const started = performance.now();
  const dev = await startDevProcess({ repoRoot: options.repoRoot, sections: options.sections });
  const page = await browser.newPage();
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
