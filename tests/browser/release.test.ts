import assert from 'node:assert/strict';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRemote } from '@roo-docs/section-build';
import { SECTION_NAMES } from '@roo-docs/schemas';
import { release } from '../../deploy/src/node/release/release.ts';
import { rollback } from '../../deploy/src/node/origin/rollback.ts';
import { originAt, readPointer } from '../../deploy/src/node/origin/origin.ts';
import { publish } from '../../deploy/src/node/publish/publish.ts';
import { watchErrors } from '../support/browser.ts';
import { test } from '@rstest/core';
import { inventoryCopyDir, useUpdateNotesCopy } from '../support/update-notes-copy.ts';
import { withSite } from '../support/with-site.ts';
import { buildAllOnce, REPO_ROOT } from '../support/site.ts';
import { changedPaths, fileHashes } from '../support/tree.ts';
import { sectionBuildsNamed } from '../support/page-builds.ts';

const site = withSite('release');
const work = join(REPO_ROOT, '.tmp', 'fixtures', `release-${process.pid}`);
// A copy of the update-notes remote: the release adds its entry there, never to the real one.
const remoteDir = useUpdateNotesCopy(work);
// The release adds its route there, never to the repository's inventory.
const copy = { remoteDir, inventoryDir: inventoryCopyDir(work) };
const VERSION = '3.28.18';
const ROUTE = `/update-notes/v${VERSION}`;
const PHRASE = 'quokkafixture';

async function entryFile(name: string, text: string) {
  const file = join(work, name);
  await writeFile(file, text);
  return file;
}

const GOOD = `---
version: ${VERSION}
kind: patch
summary: A fixture release that checks the release command end to end.
impact: none
highlights: [A fixture fix for the release test]
pulls: [9999]
---

A release written only for this test.

## Fixes

- The ${PHRASE} setting keeps its value after a reload (#9999, thanks @octocat).
`;

const entries = async () => (await readdir(join(remoteDir, 'entries'))).sort();

/** The version's entry was written, and it joined the copy's inventory (route and sidebar doc), so the content rules hold after it. */
async function assertAdded(changed: string[]) {
  assert.ok((await entries()).includes(`v${VERSION}.mdx`));
  assert.deepEqual(
    changed.map((f) => f.split('/').pop()),
    ['routes.json', 'sidebar.json'],
  );
  const [routesText, sidebarText] = await inventoryText();
  assert.ok(routesText!.includes(`"title": "Roo Code ${VERSION} Release Notes (2025-10-20)"`));
  assert.ok(sidebarText!.includes(`"doc": "${ROUTE}"`));
}
const inventoryText = async () =>
  Promise.all(['routes.json', 'sidebar.json'].map((f) => readFile(join(copy.inventoryDir, f), 'utf8')));

test('a bad entry is refused with its field and reason; nothing is written or published', async () => {
  const bad = await entryFile('bad.mdx', GOOD.replace('kind: patch', 'kind: hotfix').replace('## Fixes', '## Bugs'));
  const beforeSite = await fileHashes(site.origin.dir);
  const beforeEntries = await entries();
  const beforeInventory = await inventoryText();
  await assert.rejects(
    release({ repoRoot: REPO_ROOT, origin: site.origin, version: VERSION, date: '2025-10-20', from: bad, ...copy }),
    (error: Error) => /kind: must be 'series' or 'patch'/.test(error.message) && error.message.includes('bad.mdx'),
  );
  const wrongDate = await entryFile('dated.mdx', GOOD.replace('kind: patch', 'kind: patch\ndate: 2025-10-19'));
  await assert.rejects(
    release({ repoRoot: REPO_ROOT, origin: site.origin, version: VERSION, date: '2025-10-20', from: wrongDate, ...copy }),
    /date: the entry says 2025-10-19, --date says 2025-10-20/,
  );
  assert.deepEqual(await entries(), beforeEntries);
  assert.deepEqual(await inventoryText(), beforeInventory, 'the inventory is untouched');
  assert.deepEqual(changedPaths(beforeSite, await fileHashes(site.origin.dir)), []);
});

test('an entry is data: a body with code is refused at its line and column, and the code never runs', async () => {
  const owned = join(work, 'owned.txt');
  const run = `{require('fs').writeFileSync(${JSON.stringify(owned)}, 'ran')}`;
  const beforeSite = await fileHashes(site.origin.dir);
  for (const [body, refusal] of [
    [`- Fixed. ${run}`, /code\.mdx: invalid release-notes entry:\n {2}body, line 14, column 10: a \{…\} expression is code/],
    [`export const x = ${run.slice(1, -1)}`, /body, line 14, column 1: import\/export is not allowed/],
    ['- Fixed <Danger/>.', /body, line 14, column 9: <Danger> is not a component/],
  ] as const) {
    const from = await entryFile('code.mdx', GOOD.replace(/- The .*\n/, `${body}\n`));
    await assert.rejects(
      release({ repoRoot: REPO_ROOT, origin: site.origin, version: VERSION, date: '2025-10-20', from, ...copy }),
      refusal,
    );
  }
  await assert.rejects(readFile(owned), { code: 'ENOENT' });
  assert.ok(!(await entries()).includes(`v${VERSION}.mdx`));
  assert.deepEqual(changedPaths(beforeSite, await fileHashes(site.origin.dir)), []);
});

test('--dry-run shows the page and changes nothing', async () => {
  const from = await entryFile('good.mdx', GOOD);
  const beforeSite = await fileHashes(site.origin.dir);
  const report = await release({
    repoRoot: REPO_ROOT,
    origin: site.origin,
    version: VERSION,
    date: '2025-10-20',
    from,
    ...copy,
    dryRun: true,
  });
  assert.match(report.page, /title: "Roo Code 3\.28\.18 Release Notes \(2025-10-20\)"/);
  assert.ok(report.page.includes('[#9999](https://github.com/RooCodeInc/Roo-Code/pull/9999)'));
  assert.deepEqual(report.changed.slice(0, 1), [ROUTE]);
  assert.ok(report.changed.includes('/update-notes/'));
  assert.ok(!(await entries()).includes(`v${VERSION}.mdx`));
  assert.deepEqual(changedPaths(beforeSite, await fileHashes(site.origin.dir)), []);
});

test('release publishes only update-notes: the version is served, listed, in the sidebar and found by search', async () => {
  const from = await entryFile('good.mdx', GOOD);
  const livePointer = await readPointer(site.origin);
  const beforeSite = await fileHashes(site.origin.dir);
  const report = await release({
    repoRoot: REPO_ROOT,
    origin: site.origin,
    version: VERSION,
    date: '2025-10-20',
    from,
    ...copy,
  });
  console.log(`release of ${VERSION}: ${JSON.stringify(report.seconds)}`);
  await assertAdded(report.inventory);
  assert.equal(report.previousBuildId, livePointer.sections['update-notes']?.buildId);

  // The shell and the other four sections are byte-identical; only update-notes and the
  // site-wide lists (pointer, sitemap, llms.txt, with their precompressed copies) change.
  const changed = changedPaths(beforeSite, await fileHashes(site.origin.dir)).filter((p) => !p.startsWith('.deploy/'));
  const others = SECTION_NAMES.filter((s) => s !== 'update-notes');
  const outside = changed.filter(
    (p) =>
      !p.startsWith(`_mf/update-notes/${report.buildId}/`) &&
      // The section's folder, and its index's Markdown twin beside it.
      !/^update-notes(\/|\.md)/.test(p) &&
      !p.startsWith('_assets/') &&
      !['remotes.json', 'sitemap.xml', 'llms.txt'].includes(p.replace(/\.(br|gz)$/, '')),
  );
  assert.deepEqual(outside, [], 'files outside update-notes changed');
  assert.ok(!changed.some((p) => p.startsWith('_shell/') || others.some((s) => p.startsWith(`_mf/${s}/`))));
  const pointer = await readPointer(site.origin);
  assert.deepEqual(pointer.shell, livePointer.shell);
  for (const s of others) assert.deepEqual(pointer.sections[s], livePointer.sections[s], `${s} pointer changed`);
  assert.ok(changed.includes(`update-notes/v${VERSION}/index.html`));
  // Its share image is the one picture drawn (none when an earlier run of this test drew the same
  // card into the checkout's cache) and the one new file of /_assets/; the feeds, the section's own
  // files, now lead with the new version.
  assert.ok((report.shareImages?.rendered ?? 2) <= 1 && report.shareImages!.reused > 300, JSON.stringify(report.shareImages));
  assert.deepEqual(
    changed.filter((p) => p.startsWith('_assets/')),
    [
      new URL(
        /<meta property="og:image" content="([^"]+)"/.exec(
          await readFile(join(site.origin.dir, `update-notes/v${VERSION}/index.html`), 'utf8'),
        )![1]!,
      ).pathname.slice(1),
    ],
  );
  for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) assert.ok(changed.includes(`update-notes/${feed}`), feed);
  const rss = await (await fetch(`${site.url}/update-notes/rss.xml`)).text();
  assert.equal(/<item>\s*<title><!\[CDATA\[([^\]]+)\]\]>/.exec(rss)?.[1], `Roo Code ${VERSION}`, 'the first item');

  // Every update-notes page was prerendered again: each names the new build, and the pages of the
  // same series list the new version in their sidebar.
  const pages = (await readdir(join(site.origin.dir, 'update-notes'), { recursive: true })).filter((f) =>
    f.endsWith('index.html'),
  );
  assert.ok(pages.length > 300, `${pages.length} update-notes pages`);
  const stale: string[] = [];
  for (const f of pages) {
    const html = await readFile(join(site.origin.dir, 'update-notes', f), 'utf8');
    const named = sectionBuildsNamed(html, 'update-notes');
    if (named.length !== 1 || named[0] !== report.buildId) stale.push(f);
  }
  assert.deepEqual(stale, [], 'pages that do not name the new build');
  const sibling = await readFile(join(site.origin.dir, 'update-notes/v3.28.17/index.html'), 'utf8');
  assert.ok(sibling.includes(`href="${ROUTE}"`), 'v3.28.17 lists the new version in its sidebar');

  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.url}${ROUTE}`);
  await page.waitForSelector('html[data-hydrated]');
  assert.equal(await page.locator('h1').innerText(), `Roo Code ${VERSION} Release Notes (2025-10-20)`);
  assert.equal(await page.locator(`.sidebar a[href="${ROUTE}"]`).count(), 1, 'listed in the sidebar');

  await page.goto(`${site.url}/update-notes/`);
  await page.waitForSelector('html[data-hydrated]');
  // The index opens with the latest release: the new one, its date and its highlight.
  const latest = page.locator('main aside', { hasText: `Latest release: Roo Code ${VERSION}` });
  assert.match(await latest.innerText(), /3\.28\.18, released on 2025-10-20\.[\s\S]*A fixture fix for the release test/);
  assert.equal(await latest.locator(`a[href="${ROUTE}"]`).count(), 1);

  // Search: the version number in the navbar box puts the new page first (release notes are
  // fetched for version queries); a word of its text finds it on the results page.
  const box = page.getByRole('combobox', { name: 'Search the docs' });
  await box.click();
  await box.fill(VERSION);
  await page.waitForFunction(
    (route) => document.querySelector('[role=listbox] [role=option]')?.getAttribute('data-href')?.endsWith(route),
    ROUTE,
  );
  await page.goto(`${site.url}/search?q=${PHRASE}`);
  await page.locator(`main .search-group a[href*="${ROUTE}"]`).first().waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('rollback is one call and takes the version off the site', async () => {
  const result = await rollback(site.origin, 'update-notes');
  assert.notEqual(result.to, result.from);
  assert.equal((await fetch(`${site.url}${ROUTE}`)).status, 404);
  assert.ok(!(await (await fetch(`${site.url}/update-notes/`)).text()).includes(ROUTE));
});

test('a release with warm caches publishes what a full build and publish of the same entries do, byte for byte', async () => {
  // The second release in this copy (after the rollback, the entry of the first is still there)
  // reuses what the first compiled (page metadata, Rspack's module cache) and the live build's
  // compressed files; the third also the pages the second rendered: the fast path under test.
  const next = '3.28.19';
  const from = await entryFile('next.mdx', GOOD.replaceAll(VERSION, next).replace(PHRASE, 'wombatfixture'));
  const first = await release({ repoRoot: REPO_ROOT, origin: site.origin, version: next, date: '2025-10-21', from, ...copy });
  assert.ok(first.changed.includes(`/update-notes/v${VERSION}`), 'the previous version gains a link to the next');
  // The release after it also reuses the pages it rendered whose inputs are unchanged (the
  // builds they name swapped in): the others of the same series list the new version, the
  // previous one links to it, the index names it; those are rendered again.
  const last = '3.28.20';
  const lastFrom = await entryFile('last.mdx', GOOD.replaceAll(VERSION, last).replace(PHRASE, 'numbatfixture'));
  const report = await release({
    repoRoot: REPO_ROOT,
    origin: site.origin,
    version: last,
    date: '2025-10-22',
    from: lastFrom,
    ...copy,
  });
  const pages = report.pages!;
  assert.ok(pages.reused > pages.published / 2, `reused ${pages.reused} of ${pages.published} pages`);
  assert.ok(pages.published - pages.reused >= 3, `${pages.published - pages.reused} pages rendered again`);

  // The same entries built from scratch (no cache) and published with everything else into an empty origin.
  const full = await buildRemote(REPO_ROOT, 'update-notes', { remoteDir });
  assert.equal(full.buildId, report.buildId, 'the cached build is the uncached one');
  const { shell, sections } = await buildAllOnce();
  const dir = join(REPO_ROOT, '.tmp', 'origins', `release-full-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  try {
    await publish({ origin: originAt(dir), shell, sections: [...sections.filter((s) => s.section !== 'update-notes'), full] });
    const released = await fileHashes(site.origin.dir);
    const fresh = await fileHashes(dir);
    // A section release re-renders only its own pages: the other sections' pages and the shell's
    // keep the pointer they were rendered with (they load the live one at runtime).
    const notRendered = (p: string) => /\.html(\.br|\.gz)?$/.test(p) && !p.startsWith('update-notes/');
    const compared = [...fresh.keys()].filter((p) => !p.startsWith('.deploy/') && !notRendered(p));
    assert.ok(compared.filter((p) => p.startsWith('update-notes/')).length > 900, 'update-notes pages and their twins');
    const differ = compared.filter((p) => released.get(p) !== fresh.get(p));
    assert.deepEqual(differ, [], 'files that differ between the release and the full publish');
    const notesOf = (m: Map<string, string>) =>
      [...m.keys()].filter((p) => p.startsWith('update-notes/') || p.startsWith(`_mf/update-notes/${report.buildId}/`)).sort();
    assert.deepEqual(notesOf(released), notesOf(fresh), 'the same update-notes files, none left over');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
