import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, test } from '@rstest/core';
import { launchBrowser } from '../support/browser.ts';
import { REPO_ROOT } from '../support/site.ts';
import type { DevProcess } from '../../dev/src/node/dev-process.ts';
import {
  assertNotReloaded,
  closeDevSite,
  devSiteOnce,
  expectFixInPlace,
  openMarked,
  overlayText,
  PATIENCE,
  saveAndRebuild,
} from '../support/dev-site.ts';

// The real dev server (`npm run dev -- features`, the other sections from a published copy) and
// real writes to the features section's files, each put back in `finally`.
const PAGE = join(REPO_ROOT, 'remotes/features/content/features/checkpoints.mdx');

let dev: DevProcess;
let browser: Browser;
let original: string;
beforeAll(async () => {
  original = await readFile(PAGE, 'utf8');
  ({ dev } = await devSiteOnce());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDevSite();
});

const save = (file: string, text: string) => saveAndRebuild(dev, file, text);

async function restore(): Promise<void> {
  if ((await readFile(PAGE, 'utf8')) !== original) await save(PAGE, original);
}

const openCheckpoints = (): Promise<Page> => openMarked(browser, dev, '/features/checkpoints');
const PATIENCE_MS = { timeoutMs: PATIENCE.timeout };

test('a page saved broken before the start has read every page in full: the fix still shows without a reload', async () => {
  // The first page shown starts that read two seconds later (the dev server starts with no cache
  // here), and the read ends in a rebuild; a save just after the page is up comes before both.
  const page = await openCheckpoints();
  const READ_IN_FULL = /pages? read in full/;
  const readAndRebuilt = dev.lines.some((l) => READ_IN_FULL.test(l))
    ? Promise.resolve('') // a page slow to come up: the read came first, and this checks what the next test does
    : dev.waitForLine(READ_IN_FULL, PATIENCE_MS).then(() => dev.waitForLine(/features rebuilt in/, PATIENCE_MS));
  try {
    await save(PAGE, `${original}\n\nBroken <Setting id="x" text\n`);
    await readAndRebuilt;
    await overlayText(page)
      .getByText(/checkpoints\.mdx:\d+/)
      .first()
      .waitFor(PATIENCE);
    await expectFixInPlace(dev, page, PAGE, original, `Fixed after the full read ${Date.now()}.`);
  } finally {
    await page.close();
    await restore();
  }
});

test('an edit shows in place: no reload, the scroll position and the title follow', async () => {
  const page = await openCheckpoints();
  try {
    await page.evaluate(() => scrollTo(0, 900));
    const scrolled = await page.evaluate(() => scrollY);
    const words = `A sentence added while the page was open ${Date.now()}.`;
    const edited = original.replace('title: Checkpoints', 'title: Checkpoints (edited)').concat(`\n${words}\n`);
    await save(PAGE, edited);
    await page.getByText(words).waitFor(PATIENCE);
    await page.locator('h1', { hasText: 'Checkpoints (edited)' }).waitFor(PATIENCE);
    await page.locator('nav.sidebar a', { hasText: 'Checkpoints (edited)' }).waitFor(PATIENCE);
    await assertNotReloaded(page, 'the page was not reloaded');
    assert.ok(Math.abs((await page.evaluate(() => scrollY)) - scrolled) <= 2, 'the scroll position is kept');
  } finally {
    await page.close();
    await restore();
  }
});

test('an MDX error shows as an overlay with file and line; the fix clears it and shows the page without a reload', async () => {
  const page = await openCheckpoints();
  try {
    await save(
      PAGE,
      original.replace('## When checkpoints are taken', '## When checkpoints are taken\n\nBroken <Setting id="x" text\n'),
    );
    const overlay = overlayText(page);
    await overlay
      .getByText(/remotes\/features\/content\/features\/checkpoints\.mdx:\d+/)
      .first()
      .waitFor(PATIENCE);
    assert.match(dev.lines.join('\n'), /checkpoints\.mdx:\d+:\d+/, 'the terminal names file, line and column');
    await expectFixInPlace(dev, page, PAGE, original, `Fixed text ${Date.now()}.`);
  } finally {
    await page.close();
    await restore();
  }
});

test('twenty bad saves in a row: the server stays up and the next good save shows', async () => {
  const page = await openCheckpoints();
  try {
    for (let i = 0; i < 20; i++) {
      await writeFile(PAGE, `${original}\n\n<Broken number={${i}} \n`);
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(dev.child.exitCode, null, 'the dev server is still running');
    const fixed = `Back to good ${Date.now()}.`;
    await save(PAGE, `${original}\n${fixed}\n`);
    await page.getByText(fixed).waitFor(PATIENCE);
  } finally {
    await page.close();
    await restore();
  }
});

test('a page starts compiling when its document is asked for, before a browser has run the shell', async () => {
  // No other test opens this page, and no browser asks for its code here: only its document.
  const rebuilt = dev.waitForLine(/features rebuilt in/, { timeoutMs: PATIENCE.timeout });
  const res = await fetch(`${dev.url}/features/message-queueing`);
  assert.equal(res.status, 200);
  await rebuilt;
});
