import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { markdownPathOf } from '@roo-docs/schemas';
import { DOCS_MCP_PAGE, docsMcpSettingsText } from '@roo-docs/schemas/contract';
import { readPointer } from '../../deploy/src/node/origin/origin.ts';
import { violations } from '../support/axe.ts';
import { openHydrated } from '../support/browser.ts';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';

const site = withSite('markdown-twins');
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers, redirect: 'manual' });

test('every page has its twin at <path>.md, compressed like pages and revalidated like them', async () => {
  const pointer = await readPointer(site.origin);
  const routes = JSON.parse(await readFile(join(site.origin.dir, pointer.sections.features!.routes), 'utf8')) as {
    routes: { path: string; title: string }[];
  };
  for (const [path, twin, title] of [
    ['/features/checkpoints', '/features/checkpoints.md', 'Checkpoints'],
    ['/features/', '/features.md', 'Roo Code Features'],
    ['/', '/index.md', 'Roo Code Docs'],
  ] as const) {
    const res = await get(twin, { 'accept-encoding': 'br' });
    assert.equal(res.status, 200, twin);
    assert.equal(res.headers.get('content-type'), 'text/markdown; charset=utf-8', twin);
    assert.equal(res.headers.get('cache-control'), 'no-cache', twin);
    assert.equal(res.headers.get('content-encoding'), 'br', `${twin} has a .br twin`);
    const text = await res.text();
    assert.ok(
      text.startsWith(`# ${title}\n\nURL: https://docs.roocode.com${path}\nDocuments Roo Code 3.28.17`),
      text.slice(0, 200),
    );
  }
  // Every route of the section has one.
  for (const r of routes.routes) assert.equal((await get(markdownPathOf(r.path))).status, 200, r.path);
});

test('a page URL answers Accept: text/markdown with its twin, browsers with HTML, both varying by Accept', async () => {
  const twin = await (await get('/features/checkpoints.md')).text();
  for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9', 'text/html;q=0.5, text/markdown']) {
    const res = await get('/features/checkpoints', { accept });
    assert.equal(res.headers.get('content-type'), 'text/markdown; charset=utf-8', accept);
    assert.equal(res.headers.get('vary'), 'Accept, Accept-Encoding', accept);
    assert.equal(await res.text(), twin, accept);
  }
  for (const accept of [BROWSER_ACCEPT, '*/*', 'text/html, text/markdown;q=0.5']) {
    const res = await get('/features/checkpoints', { accept, 'accept-encoding': 'gzip' });
    assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8', accept);
    assert.equal(res.headers.get('vary'), 'Accept, Accept-Encoding', accept);
    assert.match(await res.text(), /<h1>Checkpoints<\/h1>/, accept);
  }
  // The same URL asked again both ways: the server's stored answers keep the two apart.
  for (let i = 0; i < 2; i++) {
    assert.match(await (await get('/features/checkpoints')).text(), /^<!doctype html>/);
    assert.equal(await (await get('/features/checkpoints', { accept: 'text/markdown' })).text(), twin);
  }
  assert.match(await (await get('/', { accept: 'text/markdown' })).text(), /^# Roo Code Docs\n/);
  assert.match(await (await get('/features', { accept: 'text/markdown' })).text(), /^# Roo Code Features\n/);
  // Not a page: served as it is.
  const llms = await get('/llms.txt', { accept: 'text/markdown' });
  assert.equal(llms.headers.get('content-type'), 'text/plain; charset=utf-8');
  assert.equal((await get('/no/such/page', { accept: 'text/markdown' })).status, 404);
});

test('llms.txt links every page’s twin; llms-full.txt holds the docs in sidebar order, the release notes their own file', async () => {
  const llms = await (await get('/llms.txt')).text();
  const links = [...llms.matchAll(/\]\(https:\/\/docs\.roocode\.com(\/[^)]*)\)/g)].map((m) => m[1]!);
  assert.ok(links.length > 400, `${links.length} links`);
  const pages = links.filter((l) => !l.endsWith('.txt'));
  assert.deepEqual(
    pages.filter((l) => !l.endsWith('.md')),
    [],
  );
  for (const link of pages.slice(0, 40)) assert.equal((await get(link)).status, 200, link);
  const full = await (await get('/llms-full.txt')).text();
  assert.ok(full.indexOf('\n# Roo Code Docs\n') < full.indexOf('\n# Checkpoints\n'), 'the home page before a feature');
  assert.ok(full.includes('\n# read_file\n') && !full.includes('\n# Roo Code 3.28.17 Release Notes'), 'docs only');
  const notes = await (await get('/update-notes/llms-full.txt')).text();
  assert.match(notes, /^# Roo Code release notes\n/);
  assert.ok(notes.includes('URL: https://docs.roocode.com/update-notes/v3.28.17'));
});

test('the head links the twin; without scripts the page actions are that link', async () => {
  const html = await (await get('/features/checkpoints')).text();
  assert.match(html, /<link rel="alternate" type="text\/markdown" href="\/features\/checkpoints\.md">/);
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/features/checkpoints`);
  const link = page.locator('.doc-title .page-actions a');
  assert.equal(await link.getAttribute('href'), '/features/checkpoints.md');
  assert.equal((await link.textContent())?.trim(), 'View as Markdown');
  await context.close();
});

test('the menu replacing the link moves nothing: the actions keep their width and the title its lines', async () => {
  // A title that wraps beside one of the two and not the other shifts the whole page.
  for (const width of [1280, 1024, 390]) {
    const boxes = async (javaScriptEnabled: boolean) => {
      const context = await site.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${site.url}/providers/openai`);
      if (javaScriptEnabled) await page.waitForSelector('.page-actions-toggle');
      const box = await page.evaluate(() => {
        const [actions, title] = ['.page-actions', '.doc-title h1'].map((s) =>
          document.querySelector(s)!.getBoundingClientRect(),
        );
        return { actions: Math.round(actions!.width), title: Math.round(title!.height) };
      });
      await context.close();
      return box;
    };
    assert.deepEqual(await boxes(true), await boxes(false), `at ${width} px`);
  }
});

test('page actions: a menu button worked by keyboard (Escape gives focus back), axe clean; Copy page copies the twin, Copy MCP settings the docs server entry', async () => {
  const context = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const { page, errors } = await openHydrated(context, `${site.url}/features/checkpoints`);
  const toggle = page.locator('button[aria-haspopup="menu"]');
  await toggle.waitFor();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  await toggle.focus();
  await page.keyboard.press('Enter');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.match(await focused(), /^View as Markdown/);
  await page.keyboard.press('ArrowDown');
  assert.match(await focused(), /^Open in ChatGPT/);
  await page.keyboard.press('End');
  assert.match(await focused(), /^Copy MCP settings/);
  await page.keyboard.press('ArrowUp');
  assert.match(await focused(), /^Use these docs in Roo Code/);
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowDown');
  assert.match(await focused(), /^View as Markdown/, 'ArrowDown wraps to the first item');
  assert.deepEqual(await violations(page), []);
  const hrefs = await page.locator('[role="menuitem"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  assert.equal(hrefs[0], '/features/checkpoints.md');
  for (const href of hrefs.slice(1, 3))
    assert.ok(decodeURIComponent(href!).includes('https://docs.roocode.com/features/checkpoints.md'), href!);
  assert.deepEqual(hrefs.slice(3), [DOCS_MCP_PAGE, null], 'the MCP page, then the copy item, which leads nowhere');
  await page.keyboard.press('Escape');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')),
    'menu',
    'focus is back on the button',
  );
  await page.keyboard.press('ArrowUp');
  assert.match(await focused(), /^Copy MCP settings/, 'ArrowUp opens on the last item');
  // Enter copies in place: the menu stays open and the item says so, the status line too.
  await page.keyboard.press('Enter');
  await page.locator('[role="menuitem"]', { hasText: 'MCP settings copied' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), docsMcpSettingsText('stdio'));
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.match((await page.locator('.page-actions [role="status"]').textContent()) ?? '', /MCP settings are on the clipboard/);
  assert.deepEqual(await violations(page), []);
  await page.locator('[role="menuitem"]', { hasText: 'Copy MCP settings' }).waitFor({ timeout: 5000 });
  await page.keyboard.press('Tab');
  assert.equal(await page.locator('[role="menu"]').isVisible(), false, 'Tab closes the menu');
  await toggle.click();
  await page.locator('h1').click();
  assert.equal(await page.locator('[role="menu"]').isVisible(), false, 'a click elsewhere closes it');

  await page.locator('.page-actions button', { hasText: 'Copy page' }).click();
  await page.locator('.page-actions button', { hasText: 'Copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await (await get('/features/checkpoints.md')).text());
  assert.deepEqual(errors, []);
  await context.close();
});
