import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

/** From writing a new page (and its sidebar entry) to its link in the open page's sidebar. */
export async function newPageServed(browser: Browser, url: string, repoRoot: string): Promise<number> {
  const file = join(repoRoot, 'remotes/features/content/features/dev-bench-probe.mdx');
  const sidebarFile = join(repoRoot, 'remotes/features/sidebar.json');
  const sidebar = await readFile(sidebarFile, 'utf8');
  const page = await browser.newPage();
  try {
    await page.goto(url);
    await page.locator('.doc-page[data-live]').waitFor({ timeout: 30_000 });
    const listed = sidebar.replace(
      '"path": "/features/checkpoints"',
      '"path": "/features/checkpoints"\n    },\n    {\n     "type": "doc",\n     "path": "/features/dev-bench-probe"',
    );
    const started = performance.now();
    await writeFile(file, '---\ntitle: Dev bench probe\ndescription: A page the dev bench adds and removes.\n---\n\nProbe.\n');
    await writeFile(sidebarFile, listed);
    await page.locator('nav.sidebar a', { hasText: 'Dev bench probe' }).waitFor({ timeout: 30_000 });
    return performance.now() - started;
  } finally {
    await page.close();
    await rm(file, { force: true });
    await writeFile(sidebarFile, sidebar);
  }
}
