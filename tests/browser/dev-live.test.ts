import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, test } from '@rstest/core';
import { launchBrowser } from '../support/browser.ts';
import { REPO_ROOT } from '../support/site.ts';
import type { DevProcess } from '../../dev/src/node/dev-process.ts';
import {
  closeDevSite,
  devSiteOnce,
  assertNotReloaded,
  expectFixInPlace,
  openMarked,
  overlayText,
  PATIENCE,
  saveAndRebuild,
  withFilesKept,
} from '../support/dev-site.ts';

// The writer's loop beyond editing one page (the real dev server, real writes, each put back):
// new and deleted pages, errors of every kind where the writer looks, shared files, search.
const FEATURES = join(REPO_ROOT, 'remotes/features');
const PAGE = join(FEATURES, 'content/features/checkpoints.mdx');
const NEW_PAGE = join(FEATURES, 'content/features/dev-server-probe.mdx');
const SIDEBAR = join(FEATURES, 'sidebar.json');
const SETTINGS = join(REPO_ROOT, 'shared/mdx-kit/src/facts/settings-tools.ts');
const CSS = join(REPO_ROOT, 'shared/chrome/src/styles/markdown.css');
const TOOLS = join(REPO_ROOT, 'shared/assistant-schemas/src/tools/catalogue/read-tools.ts');

let dev: DevProcess;
let browser: Browser;
beforeAll(async () => {
  ({ dev } = await devSiteOnce());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDevSite();
});

const open = (path = '/features/checkpoints') => openMarked(browser, dev, path);

test('a new page is a route and a sidebar entry without a restart; deleted, it is not found', async () => {
  const page = await open();
  await withFilesKept(dev, [NEW_PAGE, SIDEBAR], async () => {
    const sidebar = await readFile(SIDEBAR, 'utf8');
    const listed = sidebar.replace(
      '"path": "/features/checkpoints"',
      '"path": "/features/checkpoints"\n    },\n    {\n     "type": "doc",\n     "path": "/features/dev-server-probe"',
    );
    await writeFile(NEW_PAGE, '---\ntitle: Dev server probe\ndescription: A page the dev test adds.\n---\n\nProbe page text.\n');
    await saveAndRebuild(dev, SIDEBAR, listed);
    await page.locator('nav.sidebar a', { hasText: 'Dev server probe' }).click(PATIENCE);
    await page.getByText('Probe page text.').waitFor(PATIENCE);
    await assertNotReloaded(page, 'no reload');
    const removed = dev.waitForLine(/features rebuilt in/);
    await rm(NEW_PAGE);
    await writeFile(SIDEBAR, sidebar);
    await removed;
    await page.locator('nav.sidebar a', { hasText: 'Dev server probe' }).waitFor({ state: 'detached', ...PATIENCE });
    await page.goto(`${dev.url}/features/dev-server-probe`);
    await page.getByRole('heading', { name: /not found/i }).waitFor(PATIENCE);
  }).finally(() => page.close());
});

test('a new page saved with a mistake shows a stand-in and the overlay; the fix shows in place', async () => {
  const good = '---\ntitle: Dev server probe\ndescription: A page the dev test adds.\n---\n\nProbe page text.\n';
  await withFilesKept(dev, [NEW_PAGE], async () => {
    await saveAndRebuild(dev, NEW_PAGE, `${good}\nBroken <Setting id="x" text\n`);
    const page = await open('/features/dev-server-probe');
    try {
      await page.getByText('This page does not compile yet').waitFor(PATIENCE);
      await page.getByRole('heading', { level: 1, name: 'Dev server probe' }).waitFor(PATIENCE);
      await overlayText(page)
        .getByText(/dev-server-probe\.mdx:\d+/)
        .first()
        .waitFor(PATIENCE);
      await expectFixInPlace(dev, page, NEW_PAGE, good, `Probe fixed ${Date.now()}.`);
    } finally {
      await page.close();
    }
  });
});

/** Saves `broken`, expects the overlay and the terminal to show `where` and the line's text, then the fix to clear it in place. */
async function errorShownThenFixed(page: Page, broken: string, where: RegExp, lineText: string): Promise<void> {
  const original = await readFile(PAGE, 'utf8');
  await saveAndRebuild(dev, PAGE, broken);
  await overlayText(page).getByText(where).first().waitFor(PATIENCE);
  await overlayText(page).getByText(lineText).first().waitFor(PATIENCE);
  const terminal = dev.lines.join('\n');
  assert.match(terminal, where, 'the terminal names file, line and column');
  assert.ok(terminal.includes(lineText), 'the terminal shows the line');
  await expectFixInPlace(dev, page, PAGE, original, `Fixed again ${Date.now()}.`);
}

test('an unknown <Fact id> shows in the overlay and the terminal with its place and line', async () => {
  const page = await open();
  await withFilesKept(dev, [PAGE], async () => {
    const line = 'Read this: <Fact id="noSuchStatement" /> first.';
    const broken = (await readFile(PAGE, 'utf8')).replace(
      '## When checkpoints are taken',
      `${line}\n\n## When checkpoints are taken`,
    );
    await errorShownThenFixed(page, broken, /checkpoints\.mdx:\d+:12: Unknown Fact id 'noSuchStatement'/, line);
  }).finally(() => page.close());
});

test('a link to a missing anchor shows in the overlay and the terminal with its place and line', async () => {
  const page = await open();
  await withFilesKept(dev, [PAGE], async () => {
    const line = 'See [the missing part](#no-such-heading) below.';
    const broken = (await readFile(PAGE, 'utf8')).replace(
      '## When checkpoints are taken',
      `${line}\n\n## When checkpoints are taken`,
    );
    await errorShownThenFixed(page, broken, /checkpoints\.mdx:\d+:5: .*#no-such-heading/, line);
  }).finally(() => page.close());
});

test('a page that throws while it renders shows the crash; the next save shows it again without a reload', async () => {
  const page = await open();
  await withFilesKept(dev, [PAGE], async () => {
    const original = await readFile(PAGE, 'utf8');
    const thrower = 'export function Thrower() {\n  throw new Error("thrown on purpose by the dev test");\n}\n\n<Thrower />\n';
    await saveAndRebuild(dev, PAGE, `${original}\n${thrower}`);
    await page.getByRole('heading', { name: 'This page crashed.' }).waitFor(PATIENCE);
    await page.getByText('thrown on purpose by the dev test').first().waitFor(PATIENCE);
    const fixed = `Rendering again ${Date.now()}.`;
    await saveAndRebuild(dev, PAGE, `${original}\n${fixed}\n`);
    await page.getByText(fixed).waitFor(PATIENCE);
    assert.equal(await page.getByRole('heading', { name: 'This page crashed.' }).count(), 0);
    await assertNotReloaded(page, 'no reload');
  }).finally(() => page.close());
});

test('a facts entry and a CSS file update the open page in place', async () => {
  const page = await open();
  await withFilesKept(dev, [SETTINGS, CSS], async () => {
    const settings = await readFile(SETTINGS, 'utf8');
    const label = /enableCheckpoints: \{[^}]*?label: '([^']+)'/.exec(settings)?.[1];
    assert.ok(label, 'settings-tools.ts names the checkpoints setting');
    const renamed = `${label} (renamed ${Date.now()})`;
    await saveAndRebuild(dev, SETTINGS, settings.replace(`label: '${label}'`, `label: '${renamed}'`));
    await page.locator('.doc-page').getByText(renamed).first().waitFor(PATIENCE);
    const shellRebuilt = dev.waitForLine(/shell rebuilt in/);
    await writeFile(CSS, `${await readFile(CSS, 'utf8')}\n.doc-page { --dev-probe: 7px; }\n`);
    await shellRebuilt;
    await page.waitForFunction(
      () => {
        // While the page's section is swapped in, there may be no page for a moment.
        const page = document.querySelector('.doc-page');
        return !!page && getComputedStyle(page).getPropertyValue('--dev-probe').trim() === '7px';
      },
      undefined,
      PATIENCE,
    );
    await assertNotReloaded(page, 'no reload');
  }).finally(() => page.close());
});

test('a tool catalogue entry updates the pages that show it, in place', async () => {
  const page = await open('/advanced-usage/available-tools/read-file');
  await withFilesKept(dev, [TOOLS], async () => {
    const meaning = 'The file, relative to the workspace folder.';
    await page.locator('.doc-page').getByText(meaning).first().waitFor(PATIENCE);
    const renamed = `The file to read (edited ${Date.now()}).`;
    await saveAndRebuild(dev, TOOLS, (await readFile(TOOLS, 'utf8')).replace(meaning, renamed));
    await page.locator('.doc-page').getByText(renamed).first().waitFor(PATIENCE);
    await assertNotReloaded(page, 'no reload');
  }).finally(() => page.close());
});

test('a word typed into a page is found by the search box after saving', async () => {
  const page = await open();
  await withFilesKept(dev, [PAGE], async () => {
    const word = `zorblatt${Date.now().toString(36)}`;
    await saveAndRebuild(dev, PAGE, `${await readFile(PAGE, 'utf8')}\nA new word: ${word}.\n`);
    await page.getByText(word).waitFor(PATIENCE);
    const box = page.getByRole('combobox', { name: 'Search the docs' });
    // The shard follows the page a little later: type again until it answers.
    for (let i = 0; i < 20; i++) {
      await box.fill('');
      await box.fill(word);
      // The word is new: any suggestion for it is the saved page.
      const hit = page.locator('[role=listbox] [role=option]').first();
      if (
        await hit.waitFor({ timeout: 1_000 }).then(
          () => true,
          () => false,
        )
      )
        return;
    }
    assert.fail(`no search hit for '${word}' after saving it`);
  }).finally(() => page.close());
});
