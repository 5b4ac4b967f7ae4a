import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT } from '@roo-docs/build-kit';
import { SECTION_NAMES } from '@roo-docs/schemas';
import { measureFirstVisit } from '@roo-docs/bench/first-visit';
import { routeTableBytes } from '@roo-docs/bench/site-bytes';
import { readPointer } from '../../deploy/src/node/origin/origin.ts';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';

// HTML + CSS + JS until interactive, gzip, flat in page count. React 19 is about 68 KB of it,
// React Router 5 KB (the part the site shares with its sections) and the shell's own code 14 KB;
// a long page's HTML up to 11.5 KB (bench/RESULTS.md, "Budgets at full size"). Footer, banners, counts,
// the search box's combobox and the page actions hydrate after the page is interactive.
const BUDGET = 105 * 1024;

const site = withSite('budget');

// The pages with a file validator, which must cost nothing until the reader types.
const VALIDATOR_PAGES = [
  '/features/custom-modes',
  '/features/marketplace',
  '/features/settings-management',
  '/features/codebase-indexing',
  '/roo-code-cloud/login',
];
// The pages with tab groups, whose restore scripts are inline in the HTML.
const TAB_PAGES = ['/getting-started/installing', '/features/shell-integration'];
// The release-notes index carries the catch-up form, whose data loads only when a reader uses it.
for (const path of ['/', '/features/checkpoints', ...VALIDATOR_PAGES, ...TAB_PAGES, '/update-notes/', '/update-notes/v3.28.17']) {
  test(`first visit to ${path} stays within ${BUDGET / 1024} KB gzip`, async () => {
    const bytes = await measureFirstVisit(site.browser, `${site.url}${path}`);
    assert.ok(bytes.html.files === 1 && bytes.css.files >= 1 && bytes.js.files >= 1, JSON.stringify(bytes));
    const shown = `${path}: ${(bytes.total.gzip / 1024).toFixed(1)} KB gzip (html ${(bytes.html.gzip / 1024).toFixed(1)}, css ${(bytes.css.gzip / 1024).toFixed(1)}, js ${(bytes.js.gzip / 1024).toFixed(1)} in ${bytes.js.files} files)`;
    console.log(shown);
    assert.ok(bytes.total.gzip <= BUDGET, shown);
  });
}

// The release note with the most HTML (the most changes and pull requests) stands for all of them:
// the one found in the published site, so a longer note written later is the one measured.
test(`first visit to the heaviest release note stays within ${BUDGET / 1024} KB gzip`, async () => {
  const dir = join(site.origin.dir, 'update-notes');
  const pages = (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory() && /^v\d/.test(d.name));
  const sizes = await Promise.all(
    pages.map(async (d) => ({
      path: `/update-notes/${d.name}`,
      gzip: gzipSync(await readFile(join(dir, d.name, 'index.html'))).length,
    })),
  );
  const heaviest = sizes.sort((a, b) => b.gzip - a.gzip)[0]!;
  assert.ok(sizes.length > 300, `${sizes.length} release notes`);
  const bytes = await measureFirstVisit(site.browser, `${site.url}${heaviest.path}`);
  const shown = `${heaviest.path}: ${(bytes.total.gzip / 1024).toFixed(1)} KB gzip (html ${(bytes.html.gzip / 1024).toFixed(1)})`;
  console.log(shown);
  assert.ok(bytes.total.gzip <= BUDGET, shown);
});

// A section's first page also loads its route table: the index (one import per bucket of about
// 64 routes) and the bucket of that page. Neither grows in step with the section's pages.
const ROUTE_TABLE_BUDGET = 2 * 1024;
test(`each section's route table index and buckets stay within ${ROUTE_TABLE_BUDGET / 1024} KB gzip`, async () => {
  const pointer = await readPointer(site.origin);
  for (const section of SECTION_NAMES) {
    const live = pointer.sections[section]!;
    const table = await routeTableBytes(join(site.origin.dir, live.manifest, '..'));
    const shown = `${section}: index ${table.indexGzip} B, ${table.buckets} buckets, largest ${table.largestBucketGzip} B gzip`;
    console.log(shown);
    assert.ok(table.indexGzip <= ROUTE_TABLE_BUDGET && table.largestBucketGzip <= ROUTE_TABLE_BUDGET, shown);
  }
  // The release notes are many enough to be split.
  assert.ok((await routeTableBytes(join(site.origin.dir, pointer.sections['update-notes']!.manifest, '..'))).buckets > 1);
});

// Scripts that run whole the moment they arrive, after the page is interactive, are compiled while
// they stream (V8's explicit compile hint) rather than on the main thread at first call.
test('the federation runtime and every remoteEntry start with the compile hint', async () => {
  const shells = await readdir(join(site.origin.dir, '_shell'));
  const runtimes = (await Promise.all(shells.map((id) => readdir(join(site.origin.dir, '_shell', id))))).flatMap((files, i) =>
    files.filter((f) => /^federation\.[0-9a-f]+\.js$/.test(f)).map((f) => join('_shell', shells[i]!, f)),
  );
  assert.ok(runtimes.length >= 1, 'the shell has a federation chunk');
  const pointer = await readPointer(site.origin);
  for (const section of SECTION_NAMES) {
    const dir = join(site.origin.dir, pointer.sections[section]!.manifest, '..');
    const entry = (await readdir(dir)).find((f) => /^remoteEntry\.[0-9a-f]+\.js$/.test(f));
    assert.ok(entry, `${section} has a remoteEntry`);
    runtimes.push(join(dir.slice(site.origin.dir.length), entry));
  }
  for (const file of runtimes) {
    const head = (await readFile(join(site.origin.dir, file), 'utf8')).slice(0, COMPILE_HINT.length + 1);
    assert.equal(head, `${COMPILE_HINT}\n`, file);
  }
});

// Moved from not-found-suggestions.test.ts, which runs on the dev server too: a budget is the build's.
test('the not-found page stays within the first-visit budget: the suggestions load after it is interactive', async () => {
  // The measure counts answers under 400; the not-found page's HTML is added by hand.
  const bytes = await measureFirstVisit(site.browser, `${site.url}/features/chekpoints`);
  const html = gzipSync(Buffer.from(await (await fetch(`${site.url}/features/chekpoints`)).arrayBuffer()), { level: 9 }).length;
  const total = bytes.total.gzip + html;
  console.log(
    `not-found first visit: ${(total / 1024).toFixed(1)} KB gzip (html ${(html / 1024).toFixed(1)}, js ${(bytes.js.gzip / 1024).toFixed(1)} in ${bytes.js.files} files)`,
  );
  assert.ok(total <= 105 * 1024, `${(total / 1024).toFixed(1)} KB gzip`);
});
