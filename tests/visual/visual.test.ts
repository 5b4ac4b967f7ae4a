import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../support/browser.ts';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { publishTestSite, REPO_ROOT, type TestSite } from '../support/site.ts';
import { capture, SectionNotLoaded } from './capture.ts';
import { compare, encodeBaseline } from './compare.ts';
import { SHOTS, shotFile, THEMES, WIDTHS } from './shots.ts';

/**
 * `npm run test:visual -- --update` (rstest's own `--update`, or `VISUAL_UPDATE=1`) rewrites the
 * baselines of pictures that changed; read inside a test, where rstest's snapshot state is set.
 */
const updating = () =>
  process.env.VISUAL_UPDATE === '1' ||
  (expect.getState() as unknown as { snapshotState?: { _updateSnapshot?: string } }).snapshotState?._updateSnapshot === 'all';
/** `--only=<text>` (the script passes it as `VISUAL_ONLY`, comma-separated) keeps the pictures whose file name holds the text. */
const ONLY = (process.env.VISUAL_ONLY ?? '').split(',').filter(Boolean);
const BASELINES = join(REPO_ROOT, 'tests', 'visual', 'baselines');
const FAILURES = join(REPO_ROOT, '.tmp', 'visual');
/** The README's picture is the top of this baseline, retaken whenever it changes. */
const README_SHOT = 'home-dark-1280.webp';
const README_FILE = join(REPO_ROOT, 'docs', 'screenshot.png');

/** `--site=<url>` (passed as `VISUAL_SITE`) looks at a site already served (e.g. by `npm start`) instead of publishing one. */
const GIVEN_SITE = process.env.VISUAL_SITE;

let site: Pick<TestSite, 'url' | 'close'>;
let browser: Browser;
beforeAll(async () => {
  site = GIVEN_SITE ? { url: GIVEN_SITE.replace(/\/$/, ''), close: async () => {} } : await publishTestSite('visual');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

// Two pictures at a time (the browser project's maxConcurrency): one browser page each, one per core of the CI machine.
describe.concurrent('visual regression', () => {
  for (const shot of SHOTS)
    for (const theme of THEMES)
      for (const width of shot.widths ?? WIDTHS) {
        const file = shotFile(shot, theme, width);
        if (ONLY.length && !ONLY.some((o) => file.includes(o))) continue;
        test(`looks as its baseline: ${file} (${shot.path})`, async () => {
          // One more try when the section timed out: that is the machine's load, not the page's look.
          const take = () => capture(browser, site.url, shot, theme, width);
          const actual = await take().catch((e: unknown) => (e instanceof SectionNotLoaded ? take() : Promise.reject(e)));
          const baseline = join(BASELINES, file);
          if (!existsSync(baseline)) {
            if (!updating()) assert.fail(`${file}: no baseline; run 'npm run test:visual -- --update' and look at it`);
            return keep(file, actual, 'new');
          }
          const result = await compare(file, await readFile(baseline), actual, FAILURES);
          if (result.same) return;
          if (updating()) return keep(file, actual, result.reason!);
          assert.fail(`${file}: ${result.reason}; see ${result.written!.join(', ')}`);
        });
      }
});

async function keep(file: string, picture: Buffer, why: string) {
  await writeFile(join(BASELINES, file), await encodeBaseline(picture));
  console.log(`baseline ${file} written (${why})`);
  if (file !== README_SHOT) return;
  const { width, height } = await sharp(picture).metadata();
  const top = sharp(picture).extract({ left: 0, top: 0, width: width!, height: Math.min(800, height!) });
  await writeFile(README_FILE, await top.png({ compressionLevel: 9 }).toBuffer());
}
