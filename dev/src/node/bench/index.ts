import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { SECTION_NAMES } from '@roo-docs/schemas/contract';
import { publishedSite } from '../published-site.ts';
import { coldStart } from './cold-start.ts';
import { editRounds, fixToClean } from './edits.ts';
import { newPageServed } from './new-page.ts';
import { peakRssMiB } from './peak-rss.ts';
import { printDevReport, type DevReference, type DevRow } from './report.ts';

const FEATURES_PAGE = '/features/checkpoints';
const FEATURES_FILE = 'remotes/features/content/features/checkpoints.mdx';
const RELEASE_PAGE = '/update-notes/v3.28.17';
const RELEASE_FILE = 'remotes/update-notes/entries/v3.28.17.mdx';

/**
 * `npm run bench -- --dev`: the writer's loop measured on the real dev server, beside the
 * reference site's. Every file it edits is put back.
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
  try {
    const one = await coldStart(browser, { repoRoot, sections: ['features'], path: FEATURES_PAGE });
    await one.dev.close();
    const whole = await coldStart(browser, { repoRoot, path: FEATURES_PAGE });
    try {
      const url = `${whole.dev.url}${FEATURES_PAGE}`;
      const features = await editRounds(browser, url, join(repoRoot, FEATURES_FILE));
      const release = await editRounds(browser, `${whole.dev.url}${RELEASE_PAGE}`, join(repoRoot, RELEASE_FILE));
      const fix = await fixToClean(browser, url, join(repoRoot, FEATURES_FILE));
      const newPage = await newPageServed(browser, url, repoRoot);
      rows.push(
        {
          figure: 'cold start to first page, whole site',
          ours: whole.ms,
          reference: reference.coldStartToFirstPageMs,
          unit: 'ms',
        },
        {
          figure: 'cold start to first page, features only',
          ours: one.ms,
          reference: reference.coldStartToFirstPageMs,
          unit: 'ms',
        },
        {
          figure: `save → DOM median, features page${features.inPlace ? '' : ' (RELOADED)'}`,
          ours: features.medianMs,
          reference: reference.editToDomMedianMs,
          unit: 'ms',
        },
        { figure: 'save → DOM max, features page', ours: features.maxMs, reference: reference.editToDomMaxMs, unit: 'ms' },
        {
          figure: `save → DOM median, release note${release.inPlace ? '' : ' (RELOADED)'}`,
          ours: release.medianMs,
          reference: reference.editToDomMedianMs,
          unit: 'ms',
        },
        { figure: 'save → DOM max, release note', ours: release.maxMs, reference: reference.editToDomMaxMs, unit: 'ms' },
        { figure: 'fix saved → clean page', ours: fix, reference: reference.fixToCleanPage, unit: 'ms' },
        { figure: 'new page served and in the sidebar', ours: newPage, reference: reference.newPageServedMs, unit: 'ms' },
        {
          figure: 'peak memory of the dev process',
          ours: peakRssMiB(whole.dev.child.pid!),
          reference: reference.peakRssMiB,
          unit: 'MiB',
        },
      );
    } finally {
      await whole.dev.close();
    }
  } finally {
    await browser.close();
  }
  printDevReport(rows, reference);
}
