import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { RemoteBuild } from '@roo-docs/section-build';
import { engineAsWorker, measureWarmQueries } from '@roo-docs/search-worker/bench';
import { createSearchEngine, loadShard } from '@roo-docs/search-worker/engine';
import { RELEVANCE_CASES } from '@roo-docs/search-worker/relevance-cases';

/** Shard bytes per section, raw and gzip. */
export async function shardSizes(builds: RemoteBuild[]) {
  const rows = [];
  for (const b of builds) {
    const bytes = await readFile(join(b.dir, 'search-shard.json'));
    rows.push({ section: b.section, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return rows;
}

/**
 * Warm latency of the relevance set on the real shards (the worker's engine, run in Node), with
 * every shard loaded, as the results page searches; `asWorker`: as the search box's queries are
 * answered (release notes only for the queries that ask for them).
 */
export async function warmLatency(builds: RemoteBuild[], options: { asWorker?: boolean } = {}) {
  const shards = await Promise.all(
    builds.map(async (b) => loadShard(JSON.parse(await readFile(join(b.dir, 'search-shard.json'), 'utf8')), b.section)),
  );
  return measureWarmQueries(
    options.asWorker ? engineAsWorker(shards) : createSearchEngine(shards),
    RELEVANCE_CASES.map(([query, , context]) => ({ query, context })),
  );
}

/** Cold start in Chromium: from the first focus of the search box to the first suggestion drawn. */
export async function coldFirstSuggestion(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  const box = page.getByRole('combobox', { name: 'Search the docs' });
  const ms = await box.evaluate(async (input: HTMLInputElement) => {
    const start = performance.now();
    input.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, 'checkpoints');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise<void>((resolve) => {
      const check = () => (document.querySelector('[role=listbox] [role=option]') ? resolve() : requestAnimationFrame(check));
      check();
    });
    return performance.now() - start;
  });
  await context.close();
  return ms;
}
