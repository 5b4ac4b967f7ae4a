import assert from 'node:assert/strict';
import { INSTALLS_OK, open, scene, type Scene, shown, STARS_OK } from '../support/count-scene.ts';
import { test } from '@rstest/core';
import { GALLERY_QUERY_URL, REPO_API_URL } from '../../shared/chrome/src/counts/fetch-counts.ts';
import { withSite } from '../support/with-site.ts';

const site = withSite('footer-counts');

test('the server renders the default counts; good answers replace them after hydration', async () => {
  const html = await (await fetch(`${site.url}/features/checkpoints`)).text();
  assert.match(html, /data-count="stars">15\.4k</);
  assert.match(html, /data-count="installs">574\.1k</);
  let release: () => void = () => {};
  const s = await scene(site, STARS_OK, INSTALLS_OK, { release: new Promise((r) => (release = r)) });
  await open(site, s.page);
  assert.equal(await shown(s.page, 'stars'), '15.4k', 'defaults while the answers are on their way');
  assert.equal(await shown(s.page, 'installs'), '574.1k');
  release();
  await s.page.waitForFunction(() => document.querySelector('[data-count="stars"]')?.textContent === '23.5k');
  await s.page.waitForFunction(() => document.querySelector('[data-count="installs"]')?.textContent === '1.2M');
  assert.equal(
    await s.page.getByRole('link', { name: 'GitHub stars: 23.5k' }).getAttribute('href'),
    'https://github.com/RooCodeInc/Roo-Code',
  );
  assert.deepEqual(s.errors, []);
  await s.context.close();
});

test('one GET of the repository and one marketplace query per page load, in the exact shapes', async () => {
  const s = await scene(site, STARS_OK, INSTALLS_OK);
  await open(site, s.page);
  await s.page.waitForFunction(() => document.querySelector('[data-count="installs"]')?.textContent === '1.2M');
  // A client-side navigation keeps the counts in memory and asks nothing again.
  await s.page.locator('.sidebar a[href="/features/rooignore"]').click();
  await s.page.waitForURL('**/features/rooignore');
  assert.deepEqual(
    s.requests.map((r) => `${r.method()} ${r.url()}`),
    [`GET ${REPO_API_URL}`, `POST ${GALLERY_QUERY_URL}`],
  );
  const query = s.requests[1]!;
  const headers = await query.allHeaders();
  assert.equal(headers['content-type'], 'application/json');
  assert.equal(headers['accept'], 'application/json;api-version=7.1-preview.1');
  assert.deepEqual(query.postDataJSON(), {
    filters: [{ criteria: [{ filterType: 7, value: 'RooVeterinaryInc.roo-cline' }] }],
    flags: 914,
  });
  assert.equal(s.requests[0]!.postData(), null);
  assert.deepEqual(s.errors, []);
  await s.context.close();
});

async function expectLogged(s: Scene, messages: string[]) {
  for (const m of messages) {
    for (let i = 0; i < 50 && !s.warnings.some((w) => w.startsWith(m)); i++) await s.page.waitForTimeout(50);
    assert.ok(
      s.warnings.some((w) => w.startsWith(m)),
      `expected "${m}" in:\n${s.warnings.join('\n')}`,
    );
  }
  assert.equal(await shown(s.page, 'stars'), '15.4k');
  assert.equal(await shown(s.page, 'installs'), '574.1k');
}

test('garbage answers keep the defaults and log why', async () => {
  const noStats = await scene(site, { body: { stargazers_count: 'lots' } }, { body: { results: [{ extensions: [{}] }] } });
  await open(site, noStats.page);
  await expectLogged(noStats, ['GitHub API: Invalid stargazers count', 'VSCode API: Missing statistics in response']);
  assert.deepEqual(noStats.errors, []);
  await noStats.context.close();
  const noInstall = await scene(
    site,
    { body: [] },
    { body: { results: [{ extensions: [{ statistics: [{ statisticName: 'averagerating', value: 5 }] }] }] } },
  );
  await open(site, noInstall.page);
  await expectLogged(noInstall, ['GitHub API: Invalid stargazers count', 'VSCode API: Install count not found']);
  assert.deepEqual(noInstall.errors, []);
  await noInstall.context.close();
});

test('failed requests keep the defaults and log the failure', async () => {
  const s = await scene(site, { status: 500, body: { message: 'Server Error' } }, 'abort');
  await open(site, s.page);
  await expectLogged(s, ['Error fetching GitHub stars', 'Error fetching VSCode downloads']);
  // Chromium reports the failed loads themselves; nothing else may go wrong.
  assert.deepEqual(
    s.errors.filter((e) => !e.startsWith('Failed to load resource')),
    [],
  );
  await s.context.close();
});
