import type { Browser } from 'playwright-core';
import { startDevProcess, type DevProcess } from '../dev-process.ts';

/** From starting `npm run dev` to the page's heading drawn by the page's own code. */
export async function coldStart(
  browser: Browser,
  options: { repoRoot: string; sections?: string[]; path: string },
): Promise<{ ms: number; dev: DevProcess }> {
  const started = performance.now();
  const dev = await startDevProcess({ repoRoot: options.repoRoot, sections: options.sections });
  const page = await browser.newPage();
  try {
    await page.goto(`${dev.url}${options.path}`);
    await page.locator('.doc-page[data-live] h1, .doc-page[data-live]').first().waitFor({ timeout: 120_000 });
    return { ms: performance.now() - started, dev };
  } finally {
    await page.close();
  }
}
