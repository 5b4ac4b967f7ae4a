import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../support/browser.ts';
import { after, before, describe, test } from '../support/node-test.ts';
import { publishTestSite, REPO_ROOT, type TestSite } from '../support/site.ts';
import { capture, SectionNotLoaded } from './capture.ts';
import { compare, encodeBaseline } from './compare.ts';
import { SHOTS, shotFile, THEMES, WIDTHS } from './shots.ts';

/** `npm run test:visual -- --update` rewrites the baselines of pictures that changed. */
const UPDATE = process.argv.includes('--update') || process.env.VISUAL_UPDATE === '1';
/** `--only=<text>` keeps the pictures whose file name holds the text (several allowed). */
const ONLY = process.argv.filter((a) => a.startsWith('--only=')).map((a) => a.slice('--only='.length));
const BASELINES = join(REPO_ROOT, 'tests', 'visual', 'baselines');
const FAILURES = join(REPO_ROOT, '.tmp', 'visual');
/** The README's picture is the top of this baseline, retaken whenever it changes. */
const README_SHOT = 'home-dark-1280.webp';
const README_FILE = join(REPO_ROOT, 'docs', 'screenshot.png');

/** `--site=<url>` looks at a site already served (e.g. by `npm start`) instead of publishing one. */
const GIVEN_SITE = process.argv.find((a) => a.startsWith('--site='))?.slice('--site='.length);

let site: Pick<TestSite, 'url' | 'close'>;
let browser: Browser;
before(async () => {
  site = GIVEN_SITE ? { url: GIVEN_SITE.replace(/\/$/, ''), close: async () => {} } : await publishTestSite('visual');
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

// Two pictures at a time: one browser page each, one per core of the CI machine.
describe('visual regression', { concurrency: 2 }, () => {
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
            if (!UPDATE) assert.fail(`${file}: no baseline; run 'npm run test:visual -- --update' and look at it`);
            return keep(file, actual, 'new');
          }
          const result = await compare(file, await readFile(baseline), actual, FAILURES);
          if (result.same) return;
          if (UPDATE) return keep(file, actual, result.reason!);
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
