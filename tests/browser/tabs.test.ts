import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { test } from '@rstest/core';
import { readPointer } from '../../deploy/src/node/origin/origin.ts';
import { violations } from '../support/axe.ts';
import { watchErrors } from '../support/browser.ts';
import { withSite } from '../support/with-site.ts';

// Real pages with tabs: installing has two `os` groups and one `editor` group, shell integration two `shell` groups.
const INSTALLING = '/getting-started/installing';
const SHELL = '/features/shell-integration';
// The marked code block (Cygwin's settings.json) is on the troubleshooting page.
const TROUBLESHOOTING = '/features/shell-integration-troubleshooting';
const site = withSite('tabs');

/** Each tab group of the page, by element id: its selected tab's value and the values of the panels shown. */
const groupStates = (page: Page) =>
  page.$$eval('.tabs', (groups) =>
    Object.fromEntries(
      groups.map((group) => {
        const selected = [...group.querySelectorAll(':scope > [role=tablist] > [aria-selected=true]')];
        const shown = [...group.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')].filter((p) => p.offsetHeight > 0);
        return [group.id, { selected: selected.map((t) => t.id.slice(group.id.length + 1)), shown: shown.map((p) => p.id) }];
      }),
    ),
  );
const showing = (value: string, id: string) => ({ selected: [value], shown: [`${id}-${value}-panel`] });

/** A page of `context` at `path`, its body's own code running (not only the prerendered HTML), errors recorded. */
async function openLive(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}${path}`);
  await page.waitForSelector('.doc-page[data-live]');
  return { page, errors };
}

/** The same page with its section's code refused: what the prerendered HTML and its inline scripts draw alone. */
async function openPrerendered(context: BrowserContext, path: string, section: string) {
  const page = await context.newPage();
  await page.route(new RegExp(`/_mf/${section}/`), (route) => route.abort());
  await page.goto(`${site.url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  return page;
}

test('every panel is in the published page and its text in the search shard; without scripts every panel shows', async () => {
  const html = await (await fetch(`${site.url}${INSTALLING}`)).text();
  assert.match(html, /<div role="tabpanel" id="os-linux-panel"[^>]* hidden="">/);
  assert.match(html, /On Fedora the package has the same name/);
  const pointer = await readPointer(site.origin);
  const shard = await readFile(
    join(site.origin.dir, pointer.sections['getting-started']!.manifest, '..', 'search-shard.json'),
    'utf8',
  );
  assert.ok(shard.includes('fedora'), 'a word only a hidden panel holds is in the search shard');

  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}${INSTALLING}`);
  const states = await groupStates(page);
  assert.deepEqual(states.os!.shown, ['os-macos-panel', 'os-windows-panel', 'os-linux-panel']);
  assert.equal(await page.locator('#os [role=tablist]').isVisible(), false, 'tabs that cannot switch are not offered');
  const label = await page.locator('#os-windows-panel').evaluate((panel) => getComputedStyle(panel, '::before').content);
  assert.equal(label, '"Windows"', 'each panel shows under its tab name');
  await context.close();
});

test('keyboard: arrows select and focus the next tab and wrap, Home and End jump, Tab enters the panel', async () => {
  const context = await site.browser.newContext();
  const { page, errors } = await openLive(context, INSTALLING);
  await page.locator('#os-macos').focus();
  const expectFocusedOn = async (value: string) => {
    assert.equal(await page.evaluate(() => document.activeElement?.id), `os-${value}`);
    assert.deepEqual((await groupStates(page)).os, showing(value, 'os'));
    assert.equal(await page.locator(`#os-${value}`).getAttribute('tabindex'), '0');
  };
  await page.keyboard.press('ArrowRight');
  await expectFocusedOn('windows');
  await page.keyboard.press('End');
  await expectFocusedOn('linux');
  await page.keyboard.press('ArrowRight');
  await expectFocusedOn('macos');
  await page.keyboard.press('ArrowLeft');
  await expectFocusedOn('linux');
  await page.keyboard.press('Home');
  await expectFocusedOn('macos');
  assert.equal(await page.locator('#os-linux').getAttribute('tabindex'), '-1', 'only the selected tab is in the Tab order');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'os-macos-panel');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a choice syncs every group of its id, survives a reload, and is drawn before the page code runs', async () => {
  const context = await site.browser.newContext();
  const { page, errors } = await openLive(context, INSTALLING);
  const osGroups = async () => {
    const { os, 'os-2': os2 } = await groupStates(page);
    return { os, 'os-2': os2 };
  };
  assert.deepEqual(await osGroups(), { os: showing('macos', 'os'), 'os-2': showing('macos', 'os-2') });
  await page.locator('#os-2-linux').click();
  assert.deepEqual(await osGroups(), { os: showing('linux', 'os'), 'os-2': showing('linux', 'os-2') });
  assert.deepEqual((await groupStates(page)).editor, showing('vs-code', 'editor'), 'a group of another id stays');
  assert.equal(await page.evaluate(() => localStorage.getItem('roo-docs-tabs:os')), 'linux');

  await page.reload();
  await page.waitForSelector('.doc-page[data-live]');
  assert.deepEqual(await osGroups(), { os: showing('linux', 'os'), 'os-2': showing('linux', 'os-2') });
  // Without the section's code, only the restore script each group carries can have drawn the stored tab.
  const prerendered = await openPrerendered(context, INSTALLING, 'getting-started');
  const { os, 'os-2': os2 } = await groupStates(prerendered);
  assert.deepEqual({ os, 'os-2': os2 }, { os: showing('linux', 'os'), 'os-2': showing('linux', 'os-2') });
  // Another page's group of the same id shows it too.
  await page.evaluate(() => localStorage.setItem('roo-docs-tabs:shell', 'fish'));
  const other = await openLive(context, SHELL);
  assert.deepEqual(await groupStates(other.page), { shell: showing('fish', 'shell') });
  assert.deepEqual([...errors, ...other.errors], []);
  await context.close();
});

test('a choice stored on an earlier visit shows in every group of its id; other groups keep their first; a stored value a group lacks is ignored', async () => {
  const context = await site.browser.newContext();
  await context.addInitScript(() => localStorage.setItem('roo-docs-tabs:os', 'linux'));
  const { page, errors } = await openLive(context, INSTALLING);
  assert.deepEqual(await groupStates(page), {
    os: showing('linux', 'os'),
    editor: showing('vs-code', 'editor'),
    'os-2': showing('linux', 'os-2'),
  });
  // A stored value the group has no tab for is ignored.
  await page.evaluate(() => localStorage.setItem('roo-docs-tabs:editor', 'notepad'));
  await page.reload();
  await page.waitForSelector('.doc-page[data-live]');
  assert.deepEqual((await groupStates(page)).editor, showing('vs-code', 'editor'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link to a tab opens the page on it, scrolled to it, without storing it; a fragment changed on the page selects too', async () => {
  const context = await site.browser.newContext();
  const { page, errors } = await openLive(context, `${INSTALLING}#editor-cursor`);
  assert.deepEqual((await groupStates(page)).editor, showing('cursor', 'editor'));
  assert.ok(await page.locator('#editor-cursor').isVisible());
  const top = await page.locator('#editor-cursor').evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 400, `the tab is near the top of the window (${top}px)`);
  assert.equal(await page.evaluate(() => localStorage.getItem('roo-docs-tabs:editor')), null);
  // A fragment that changes on the page selects too.
  await page.evaluate(() => (location.hash = '#editor-vscodium'));
  await page.locator('#editor-vscodium[aria-selected=true]').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('pages with tabs and marked code have no axe violations, in both themes, after switching tabs', async () => {
  for (const theme of ['light', 'dark']) {
    const context = await site.browser.newContext();
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const path of [INSTALLING, SHELL, TROUBLESHOOTING]) {
      const { page, errors } = await openLive(context, path);
      const other = page.locator('.tabs [role=tab][aria-selected=false]').first();
      if (path !== TROUBLESHOOTING) await other.click();
      assert.deepEqual(await violations(page, '.markdown'), [], `${path} (${theme})`);
      assert.deepEqual(errors, []);
      await page.close();
    }
    await context.close();
  }
});

test('a marked code block: added lines are drawn as such, built by Shiki, and Copy gives the code without removed lines', async () => {
  const context = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const { page, errors } = await openLive(context, TROUBLESHOOTING);
  const block = page.locator('.code-block', { hasText: 'CHERE_INVOKING' }).first();
  const lines = await block.locator('.line').evaluateAll((all) =>
    all.map((line) => ({
      added: line.classList.contains('add'),
      sign: getComputedStyle(line, '::before').content,
      background: getComputedStyle(line).backgroundColor,
    })),
  );
  assert.deepEqual(
    lines.map((l) => l.added),
    [false, false, true, true, true, true, true, true, true, true, false],
  );
  const plain = lines[0]!.background;
  for (const line of lines.filter((l) => l.added)) {
    assert.equal(line.sign, '"+"');
    assert.notEqual(line.background, plain, 'an added line has a band of its own');
  }
  assert.equal(await block.locator('pre').evaluate((pre) => pre.classList.contains('has-diff')), true);
  assert.doesNotMatch((await block.textContent()) ?? '', /\[!code/, 'the markers are gone from the page');

  // A removed line (drawn as Shiki marks one) is shown but not copied.
  await block
    .locator('.line')
    .nth(1)
    .evaluate((line) => line.classList.add('diff', 'remove'));
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await block.getByRole('button', { name: 'Copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(copied.startsWith('{\n  "terminal.integrated.profiles.windows": {\n'), copied);
  assert.ok(copied.includes('"terminal.integrated.defaultProfile.windows": "Cygwin"\n}'), copied);
  assert.doesNotMatch(copied, /other settings|\[!code/);
  assert.deepEqual(errors, []);
  await context.close();
});
