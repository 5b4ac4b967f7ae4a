import assert from 'node:assert/strict';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';
import { buildRemote } from '@roo-docs/section-build';
import { publish } from '../../deploy/src/node/publish/publish.ts';
import { readPointer } from '../../deploy/src/node/origin/origin.ts';
import { rollback } from '../../deploy/src/node/origin/rollback.ts';
import { watchErrors } from '../support/browser.ts';
import { REPO_ROOT } from '../support/site.ts';
import { changedPaths, fileHashes } from '../support/tree.ts';
import { markdownFileOf } from '@roo-docs/schemas';

const site = withSite('publish');
const fixture = join(REPO_ROOT, '.tmp', 'fixtures', `cloud-${process.pid}`);
afterAll(async () => {
  await rm(fixture, { recursive: true, force: true });
});

test('publishing one section changes only its files and the pointer; open tabs get it on next load', async () => {
  // A reader has a page of another section open before the release.
  const tab = await site.browser.newPage();
  const errors = watchErrors(tab);
  await tab.goto(`${site.url}/faq`);
  await tab.waitForSelector('html[data-hydrated]');

  // The cloud team changes a page and publishes only its section.
  await cp(join(REPO_ROOT, 'remotes/cloud'), fixture, { recursive: true, filter: (src) => !src.includes('/dist') });
  const page = join(fixture, 'content/roo-code-cloud/task-sync.mdx');
  const source = await readFile(page, 'utf8');
  await writeFile(
    join(fixture, 'content/roo-code-cloud/sync-flow.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="teal"/></svg>',
  );
  await writeFile(page, source.replace(/\n## /, '\nThis sentence arrived with release 42. ![Sync flow](./sync-flow.svg)\n\n## '));
  const build = await buildRemote(REPO_ROOT, 'cloud', { remoteDir: fixture });

  const livePointer = await readPointer(site.origin);
  assert.notEqual(build.buildId, livePointer.sections.cloud?.buildId);
  const beforeFiles = await fileHashes(site.origin.dir);
  await publish({ origin: site.origin, sections: [build] });
  const changed = changedPaths(beforeFiles, await fileHashes(site.origin.dir)).filter((p) => !p.startsWith('.deploy/'));

  const cloudPages = build.table.routes.flatMap((r) => [`${r.path.slice(1)}/index.html`, markdownFileOf(r.path)]);
  // A page's or site-wide file's precompressed twins (.br, .gz) change with it.
  const allowed = (path: string) => {
    const p = path.replace(/\.(br|gz)$/, '');
    return (
      p.startsWith(`_mf/cloud/${build.buildId}/`) ||
      p.startsWith('_assets/') ||
      cloudPages.includes(p) ||
      p === 'remotes.json' ||
      p === 'sitemap.xml' ||
      p === 'llms.txt' ||
      p === 'llms-full.txt'
    );
  };
  assert.deepEqual(
    changed.filter((p) => !allowed(p)),
    [],
    'files outside the cloud section changed',
  );
  assert.ok(changed.includes('remotes.json'));
  assert.ok(changed.includes('roo-code-cloud/task-sync/index.html'));
  // Its Markdown twin changed with it, and no other section's twin did (the check above).
  assert.ok(changed.includes('roo-code-cloud/task-sync.md'));
  assert.match(
    await readFile(join(site.origin.dir, 'roo-code-cloud/task-sync.md'), 'utf8'),
    /This sentence arrived with release 42\./,
  );
  assert.equal((await readPointer(site.origin)).sections.cloud?.buildId, build.buildId);
  assert.equal((await readPointer(site.origin)).shell?.buildId, livePointer.shell?.buildId);

  // The open tab, reloaded, reaches the new content by client navigation: no shell rebuild needed.
  await tab.reload();
  await tab.waitForSelector('html[data-hydrated]');
  await tab.waitForResponse((r) => r.url().endsWith('/remotes.json')).catch(() => undefined);
  await tab.locator('.sidebar button', { hasText: 'Roo Code Cloud' }).click();
  await tab.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await tab.locator('.sidebar a[href="/roo-code-cloud/task-sync"]').click();
  await tab.locator('text=This sentence arrived with release 42.').waitFor();
  assert.equal(await tab.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), true);
  assert.deepEqual(errors, []);

  // A fresh visit gets it prerendered.
  const fresh = await site.browser.newContext({ javaScriptEnabled: false });
  const direct = await fresh.newPage();
  await direct.goto(`${site.url}/roo-code-cloud/task-sync`);
  assert.ok((await direct.content()).includes('This sentence arrived with release 42.'));
  const src = (await direct.locator('img[alt="Sync flow"]').getAttribute('src')) ?? '';
  assert.match(src, /^\/_assets\/[a-f0-9]{16}\.svg$/);
  const image = await fetch(`${site.url}${src}`);
  assert.equal(image.status, 200);
  assert.match(image.headers.get('cache-control') ?? '', /immutable/);
  await fresh.close();
});

test('a bad build is refused and the live site is left exactly as it was', async () => {
  await cp(join(REPO_ROOT, 'remotes/cloud'), fixture, { recursive: true, filter: (src) => !src.includes('/dist') });
  const build = await buildRemote(REPO_ROOT, 'cloud', { remoteDir: fixture });
  await writeFile(join(build.dir, 'routes.json'), '{"schemaVersion": 1, "section": "cloud"}');
  const beforeFiles = await fileHashes(site.origin.dir);
  await assert.rejects(publish({ origin: site.origin, sections: [build] }), /Invalid cloud routes.json/);
  const changed = changedPaths(beforeFiles, await fileHashes(site.origin.dir));
  assert.deepEqual(
    changed.filter((p) => !p.startsWith(`_mf/cloud/${build.buildId}/`) && !p.startsWith('.deploy/')),
    [],
  );
});

test('rollback points the section back to its previous build, pages included', async () => {
  const before = await readPointer(site.origin);
  const result = await rollback(site.origin, 'cloud');
  assert.equal(result.from, before.sections.cloud?.buildId);
  assert.notEqual(result.to, result.from);
  assert.equal((await readPointer(site.origin)).sections.cloud?.buildId, result.to);
  const html = await (await fetch(`${site.url}/roo-code-cloud/task-sync`)).text();
  assert.ok(!html.includes('This sentence arrived with release 42.'), 'the rolled-back page is served');
  const twin = await (await fetch(`${site.url}/roo-code-cloud/task-sync.md`)).text();
  assert.ok(twin.startsWith('# ') && !twin.includes('This sentence arrived with release 42.'), 'and its Markdown twin');
  // The inlined pointer names a build by its id (shell/src/shared/inline-pointer.ts).
  assert.ok(html.includes(`"cloud":["${result.to}"`), 'the page names the restored build');
});
