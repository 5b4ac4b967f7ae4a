import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { after, before, test } from '../support/node-test.ts';
import { launchBrowser } from '../support/browser.ts';
import { publishTestSite, REPO_ROOT, type TestSite } from '../support/site.ts';
import { startDevProcess, type DevProcess } from '../../dev/src/node/dev-process.ts';

// The real dev server (`npm run dev -- features`, the other sections from a published copy) and
// real writes to the features section's files, each put back in `finally`.
const PAGE = join(REPO_ROOT, 'remotes/features/content/features/checkpoints.mdx');
const SIDEBAR = join(REPO_ROOT, 'remotes/features/sidebar.json');
const NEW_PAGE = join(REPO_ROOT, 'remotes/features/content/features/dev-server-probe.mdx');
const OVERLAY = '#rspack-dev-server-client-overlay';
const PATIENCE = { timeout: 30_000 };

let site: TestSite;
let dev: DevProcess;
let browser: Browser;
let original: string;
before(async () => {
  original = await readFile(PAGE, 'utf8');
  site = await publishTestSite('dev-server');
  dev = await startDevProcess({ repoRoot: REPO_ROOT, sections: ['features'], siteDir: relative(REPO_ROOT, site.origin.dir) });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await dev?.close();
  await site?.close();
});

/** Writes the page and waits for the features rebuild it causes. */
async function save(file: string, text: string): Promise<void> {
  const rebuilt = dev.waitForLine(/features rebuilt in/);
  await writeFile(file, text);
  await rebuilt;
}

async function restore(): Promise<void> {
  if ((await readFile(PAGE, 'utf8')) !== original) await save(PAGE, original);
}

async function openCheckpoints(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${dev.url}/features/checkpoints`);
  await page.locator('.doc-page[data-live]').waitFor(PATIENCE);
  await page.evaluate(() => Object.assign(window, { __devMarker: 'still here' }));
  return page;
}

const marker = (page: Page) => page.evaluate(() => (window as { __devMarker?: string }).__devMarker);

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
    assert.equal(await marker(page), 'still here', 'the page was not reloaded');
    assert.ok(Math.abs((await page.evaluate(() => scrollY)) - scrolled) <= 2, 'the scroll position is kept');
  } finally {
    await page.close();
    await restore();
  }
});

test('a new page is a route and a sidebar entry without a restart; deleted, it is not found', async () => {
  const sidebar = await readFile(SIDEBAR, 'utf8');
  const page = await openCheckpoints();
  try {
    const listed = sidebar.replace(
      '"path": "/features/checkpoints"',
      '"path": "/features/checkpoints"\n    },\n    {\n     "type": "doc",\n     "path": "/features/dev-server-probe"',
    );
    await writeFile(
      NEW_PAGE,
      '---\ntitle: Dev server probe\ndescription: A page the dev server test adds and removes.\n---\n\nProbe page text.\n',
    );
    await save(SIDEBAR, listed);
    await page.locator('nav.sidebar a', { hasText: 'Dev server probe' }).click(PATIENCE);
    await page.getByText('Probe page text.').waitFor(PATIENCE);
    assert.equal(await marker(page), 'still here', 'no reload');
    const removed = dev.waitForLine(/features rebuilt in/);
    await rm(NEW_PAGE);
    await writeFile(SIDEBAR, sidebar);
    await removed;
    await page.goto(`${dev.url}/features/dev-server-probe`);
    await page.getByRole('heading', { name: /not found/i }).waitFor(PATIENCE);
  } finally {
    await page.close();
    await rm(NEW_PAGE, { force: true });
    if ((await readFile(SIDEBAR, 'utf8')) !== sidebar) await save(SIDEBAR, sidebar);
  }
});

test('an MDX error shows as an overlay with file and line; the fix clears it without a reload', async () => {
  const page = await openCheckpoints();
  try {
    await save(
      PAGE,
      original.replace('## When checkpoints are taken', '## When checkpoints are taken\n\nBroken <Setting id="x" text\n'),
    );
    const overlay = page.frameLocator(OVERLAY).locator('body');
    await overlay
      .getByText(/remotes\/features\/content\/features\/checkpoints\.mdx:\d+/)
      .first()
      .waitFor(PATIENCE);
    assert.match(dev.lines.join('\n'), /checkpoints\.mdx:\d+:\d+/, 'the terminal names file, line and column');
    const fixed = `Fixed text ${Date.now()}.`;
    await save(PAGE, `${original}\n${fixed}\n`);
    await page.getByText(fixed).waitFor(PATIENCE);
    await page.locator(OVERLAY).waitFor({ state: 'detached', ...PATIENCE });
    assert.equal(await marker(page), 'still here', 'no reload');
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
    assert.equal(await marker(page), 'still here', 'no reload');
  } finally {
    await page.close();
    await restore();
  }
});
