import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { SECTION_NAMES } from '@roo-docs/schemas/contract';
import { publishedSite } from '../published-site.ts';
import { coldStart } from './cold-start.ts';
import { editRounds, fixToClean, type EditFigures } from './edits.ts';
import { median } from './median.ts';
import { newPageServed } from './new-page.ts';
import { peakRssMiB } from './peak-rss.ts';
import { printDevReport, type DevReference, type DevRow } from './report.ts';

const FEATURES_PAGE = '/features/checkpoints';
const FEATURES_FILE = 'remotes/features/content/features/checkpoints.mdx';
const RELEASE_PAGE = '/update-notes/v3.28.17';
const RELEASE_FILE = 'remotes/update-notes/entries/v3.28.17.mdx';

/** Starts this VM times for each cold-start figure: one start's time varies by a second or more here. */
const FEATURES_STARTS = 5;
const WHOLE_SITE_STARTS = 3;
/** After the full read: the live sections' rebuilds that follow it take a few hundred ms. */
const SETTLE_AFTER_READ_MS = 2_000;

const row = (figure: string, ours: number | null, reference: DevRow['reference'], unit: DevRow['unit'] = 'ms'): DevRow => ({
  figure,
  ours,
  reference,
  unit,
});

/** Save → DOM rows of one edited page, beside the reference's; its CPU per save has no reference figure. */
function editRows(what: string, edits: EditFigures, reference: DevReference): DevRow[] {
  return [
    row(`save → DOM median, ${what}${edits.inPlace ? '' : ' (RELOADED)'}`, edits.medianMs, reference.editToDomMedianMs),
    row(`save → DOM max, ${what}`, edits.maxMs, reference.editToDomMaxMs),
    row(`CPU per save (median), ${what}`, edits.medianCpuMs, null, 'ms CPU'),
  ];
}

/** `count` cold starts of the same server; the last is left running, for the caller to close. */
async function coldStarts(browser: Browser, options: Parameters<typeof coldStart>[1], count: number) {
  const starts = [];
  for (let i = 0; i < count; i++) {
    const start = await coldStart(browser, options);
    if (i < count - 1) await start.dev.close();
    starts.push(start);
  }
  const cpu = starts.flatMap((s) => (s.cpuMs === null ? [] : [s.cpuMs]));
  return {
    ms: median(starts.map((s) => s.ms)),
    cpuMs: cpu.length ? median(cpu) : null,
    each: starts.map((s) => (s.ms / 1000).toFixed(1)).join(', '),
    running: starts.at(-1)!.dev,
  };
}

/**
 * `npm run bench -- --dev`: the writer's loop measured on the real dev server, beside the
 * reference site's. Every file it edits is put back. CPU figures are the dev process's own time
 * (user + system): other processes' load stretches them far less than the wall-clock ones.
 */
export async function runDevBench(repoRoot: string, launchBrowser: () => Promise<Browser>): Promise<void> {
  const reference = JSON.parse(await readFile(join(repoRoot, 'bench', 'reference.json'), 'utf8')).devServer as DevReference;
  // The one-section start takes the other sections from site/: published before the clock starts.
  await publishedSite(
    repoRoot,
    join(repoRoot, 'site'),
    SECTION_NAMES.filter((s) => s !== 'features'),
  );
  const browser = await launchBrowser();
  const rows: DevRow[] = [];
  let each: string | undefined;
  try {
    // A fresh clone's first start also builds the dev server's bundle: one start, apart.
    const clone = await coldStart(browser, { repoRoot, sections: ['features'], path: FEATURES_PAGE, bundle: true });
    await clone.dev.close();
    const one = await coldStarts(browser, { repoRoot, sections: ['features'], path: FEATURES_PAGE }, FEATURES_STARTS);
    await one.running.close();
    // The last whole-site start stays up for the edits.
    const whole = await coldStarts(browser, { repoRoot, path: FEATURES_PAGE }, WHOLE_SITE_STARTS);
    each = `Each cold start (s): whole site ${whole.each}; features only ${one.each}`;
    try {
      // Saves are timed on a settled server: the start's put-off full read of the pages
      // (after-first-page.ts) and the rebuilds after it would share the cores with the first ones.
      await whole.running.waitForLine(/read in full/, { seen: true, timeoutMs: 60_000 });
      await new Promise((resolve) => setTimeout(resolve, SETTLE_AFTER_READ_MS));
      const url = `${whole.running.url}${FEATURES_PAGE}`;
      const pid = whole.running.child.pid!;
      const features = await editRounds(browser, url, join(repoRoot, FEATURES_FILE), pid);
      const release = await editRounds(browser, `${whole.running.url}${RELEASE_PAGE}`, join(repoRoot, RELEASE_FILE), pid);
      const fix = await fixToClean(browser, url, join(repoRoot, FEATURES_FILE));
      const newPage = await newPageServed(browser, url, repoRoot);
      rows.push(
        row(`cold start to first page, whole site (median of ${WHOLE_SITE_STARTS})`, whole.ms, reference.coldStartToFirstPageMs),
        row(`cold start to first page, features only (median of ${FEATURES_STARTS})`, one.ms, reference.coldStartToFirstPageMs),
        row('first start of a fresh clone, features only (bundle built too)', clone.ms, reference.coldStartToFirstPageMs),
        row('CPU to first page, whole site (median)', whole.cpuMs, null, 'ms CPU'),
        row('CPU to first page, features only (median)', one.cpuMs, null, 'ms CPU'),
        ...editRows('features page', features, reference),
        ...editRows('release note', release, reference),
        row('fix saved → clean page', fix, reference.fixToCleanPage),
        row('new page served and in the sidebar', newPage, reference.newPageServedMs),
        row('peak memory of the dev process', peakRssMiB(pid), reference.peakRssMiB, 'MiB'),
      );
    } finally {
      await whole.running.close();
    }
  } finally {
    await browser.close();
  }
  printDevReport(rows, reference);
  if (each) console.log(each);
}
