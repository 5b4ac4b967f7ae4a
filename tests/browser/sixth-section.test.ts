import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, test } from '@rstest/core';
import { createOriginServer, listen } from '../../deploy/src/node/serve/serve.ts';
import { launchBrowser, markDocument, sameDocument, watchErrors } from '../support/browser.ts';
import { copyRepository } from '../support/repo-copy.ts';
import { buildAllOnce, REPO_ROOT } from '../support/site.ts';
import { addSixthSection, publishInCopyScript, SIXTH } from '../support/sixth-section.ts';

// Issue 41: one record in SECTIONS and one folder (plus the inventory's data) make a section. The
// section is added to a copy of the repository, so nothing else of the repository can help it.
const copy = join(REPO_ROOT, '.tmp', `sixth-section-${process.pid}`);
const originDir = join(copy, 'site');
const [first, second] = SIXTH.pages;
const routeOf = (slug: string) => `/${SIXTH.prefix}/${slug}`;

let server: Server | undefined;
let browser: Browser | undefined;
let url = '';

beforeAll(async () => {
  // The other sections are the run's own builds: adding a section rebuilds none of them.
  const { sections } = await buildAllOnce();
  const started = Date.now();
  await copyRepository(copy);
  await addSixthSection(copy);
  const builds = join(copy, 'other-builds.json');
  await writeFile(builds, JSON.stringify(sections));
  await writeFile(join(copy, 'publish-sixth.mjs'), publishInCopyScript(copy));
  const { stdout } = await promisify(execFile)('node', ['publish-sixth.mjs'], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'production', ORIGIN: originDir, BUILDS: builds },
    maxBuffer: 16 * 1024 * 1024,
  });
  const published = JSON.parse(stdout.trim().split('\n').at(-1)!) as { pages: number; sections: string[] };
  // The section's publish renders its own pages only; the others learn of it from the pointer.
  assert.deepEqual([published.pages, published.sections.includes(SIXTH.name)], [SIXTH.pages.length, true], stdout);
  console.log(`copied, added, built and published in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  server = createOriginServer(originDir);
  url = `http://127.0.0.1:${await listen(server, 0)}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await rm(copy, { recursive: true, force: true });
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser!.newPage();
  const errors = watchErrors(page);
  await page.goto(`${url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  return { page, errors };
}

test('the sidebar lists the section, and a click reaches its page on the client', async () => {
  // /faq was rendered before the section was live: its sidebar gains it when the navigation refreshes.
  const { page, errors } = await open('/faq');
  await markDocument(page);
  await page.locator('.sidebar button', { hasText: SIXTH.label }).click();
  await page.locator(`.sidebar a[href="${routeOf(first.slug)}"]`).click();
  await page.locator('h1', { hasText: first.title }).waitFor();
  assert.ok(await sameDocument(page), 'the move stayed in the page (client navigation)');
  assert.equal(await page.locator('.sidebar a[aria-current=page]').getAttribute('href'), routeOf(first.slug));
  // The page's own HTML, as a crawler gets it, holds the section's sidebar too.
  const html = await (await fetch(`${url}${routeOf(second.slug)}`)).text();
  assert.match(html, new RegExp(`<h1[^>]*>${second.title}</h1>`));
  assert.ok(html.includes(`href="${routeOf(first.slug)}"`), 'the prerendered sidebar links the other page');
  assert.deepEqual(errors, []);
  await page.close();
});

test('search finds its pages from the box, and its context filters the results page', async () => {
  const { page, errors } = await open('/faq');
  const box = page.getByRole('combobox', { name: 'Search the docs' });
  await box.fill('quieter terminal');
  const option = page.locator('[role=listbox] [role=option]', { hasText: second.title });
  await option.first().waitFor();
  await page.goto(`${url}/search?q=walkthrough&ctx=${SIXTH.label}`);
  await page.locator('.search-group').first().waitFor();
  assert.deepEqual(await page.locator('.search-group h2').allInnerTexts(), [SIXTH.label]);
  assert.ok(await page.getByRole('button', { name: SIXTH.label, exact: true }).isVisible(), 'the filter offers the context');
  const links = await page.locator('.search-group a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(
    links.some((h) => h.startsWith(routeOf(first.slug))),
    links.join(', '),
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('llms.txt lists its pages among the docs, llms-full.txt holds them in sidebar order, each has its twin', async () => {
  const text = async (path: string, init?: RequestInit) => {
    const res = await fetch(`${url}${path}`, init);
    assert.equal(res.status, 200, path);
    return res.text();
  };
  const llms = await text('/llms.txt');
  const list = llms.split(`## ${SIXTH.label}\n`)[1]?.split('\n## ')[0] ?? '';
  for (const p of SIXTH.pages) assert.ok(list.includes(`[${p.title}](https://docs.roocode.com${routeOf(p.slug)}.md)`), list);
  assert.ok(llms.indexOf(`## ${SIXTH.label}`) < llms.indexOf('## Optional'), 'a docs section, before the optional release notes');
  const full = await text('/llms-full.txt');
  const at = SIXTH.pages.map((p) => full.indexOf(`\n# ${p.title}\n`));
  assert.ok(at[0]! > 0 && at[1]! > at[0]!, `both pages, in sidebar order: ${at.join(', ')}`);
  // The sidebar's order: after the providers' category (70), before the pages ordered 80.
  assert.ok(full.indexOf('\n# Frequently Asked Questions\n') > at[1]!, 'before the FAQ');
  assert.ok(!(await text('/update-notes/llms-full.txt')).includes(first.title), 'not among the release notes');
  const twin = await text(`${routeOf(first.slug)}.md`);
  assert.ok(twin.startsWith(`# ${first.title}\n`), twin.slice(0, 200));
  assert.equal(await text(routeOf(first.slug), { headers: { accept: 'text/markdown' } }), twin);
});
