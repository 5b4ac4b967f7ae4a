import { describe, expect, test } from '@rstest/core';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { DOCUMENTED_UI_VERSION, SCREENSHOT_THEMES, screenshotFile } from '@roo-docs/schemas';
import { readScreenshotManifest, REPO_ROOT } from './manifest.ts';

/** What every image the site ships may weigh together (the reference site's PNGs: 54.6 MB). */
const SITE_IMAGE_BUDGET = 15 * 1024 * 1024;
const IMAGE = /\.(png|jpe?g|gif|svg|webp|avif)$/i;

function imagesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && IMAGE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/\/(node_modules|dist)\//.test(path));
}

describe('screenshot manifest', () => {
  const manifest = readScreenshotManifest();

  test('every shot shows the release the pages document', () => {
    const stale = manifest.shots.filter((s) => s.uiVersion !== DOCUMENTED_UI_VERSION).map((s) => `${s.id} (${s.uiVersion})`);
    expect(stale).toEqual([]);
  });

  // 180 image headers read by sharp: generous time, as a busy 2-core machine needs it.
  test('every shot has its four files, at its size and twice its size', { timeout: 60_000 }, async () => {
    const files = manifest.shots.flatMap((shot) =>
      SCREENSHOT_THEMES.flatMap((theme) =>
        ([1, 2] as const).map((scale) => ({ shot, scale, file: screenshotFile(shot, theme, scale) })),
      ),
    );
    const found = await Promise.all(
      files.map(async ({ file }) => {
        const { width, height, format } = await sharp(join(REPO_ROOT, file)).metadata();
        return { file, width, height, format };
      }),
    );
    expect(found).toEqual(
      files.map(({ shot, scale, file }) => ({ file, width: shot.width * scale, height: shot.height * scale, format: 'webp' })),
    );
  });

  test('no file in a screenshots folder is missing from the manifest', () => {
    const listed = new Set(
      manifest.shots.flatMap((shot) =>
        SCREENSHOT_THEMES.flatMap((theme) => [1, 2].map((scale) => screenshotFile(shot, theme, scale as 1 | 2))),
      ),
    );
    const orphans = imagesUnder(join(REPO_ROOT, 'remotes'))
      .map((path) => relative(REPO_ROOT, path))
      .filter((path) => path.includes('/screenshots/') && !listed.has(path));
    expect(orphans).toEqual([]);
  });

  test(`all image bytes of the site stay within ${SITE_IMAGE_BUDGET / 1024 / 1024} MB`, () => {
    const dirs = ['remotes', 'shared', 'shell', 'deploy/src'].map((d) => join(REPO_ROOT, d));
    const bytes = dirs.flatMap(imagesUnder).reduce((sum, path) => sum + statSync(path).size, 0);
    expect(bytes).toBeLessThanOrEqual(SITE_IMAGE_BUDGET);
  });
});
