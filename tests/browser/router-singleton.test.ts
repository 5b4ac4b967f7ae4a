import assert from 'node:assert/strict';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRemote } from '@roo-docs/section-build';
import { SECTION_NAMES } from '@roo-docs/schemas';
import { publish } from '../../deploy/src/node/publish/publish.ts';
import { readPointer } from '../../deploy/src/node/origin/origin.ts';
import { watchErrors } from '../support/browser.ts';
import { afterAll, beforeAll, test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';
import { REPO_ROOT } from '../support/site.ts';

// React Router is one shared singleton: the shell's copy serves every section, and a page that
// imports it reads the shell's router. A second copy would make a section's hooks throw (they
// would find no router) and would show as its fallback files being fetched.
const site = withSite('router');
const fixture = join(REPO_ROOT, '.tmp', 'fixtures', `router-cloud-${process.pid}`);
const refused = join(REPO_ROOT, '.tmp', 'fixtures', `router-refused-${process.pid}`);

// A page component of the kind docs/writing-content.md shows.
const WHERE = `import { Link, useLocation, useSearchParams } from 'react-router';

export function Where() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (
    <p id="router-probe">
      Shown at {pathname}{params.get('from') ? \` from \${params.get('from')}\` : ''}. Next: <Link to="/features/checkpoints#restoring-a-checkpoint">restoring a checkpoint</Link>.
    </p>
  );
}

`;

async function copyCloud(dir: string, edit: (source: string) => string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await cp(join(REPO_ROOT, 'remotes/cloud'), dir, { recursive: true, filter: (src) => !src.includes('/dist') });
  const page = join(dir, 'content/roo-code-cloud/task-sync.mdx');
  await writeFile(page, edit(await readFile(page, 'utf8')));
}

beforeAll(async () => {
  await copyCloud(fixture, (source) => source.replace(/\n---\n/, `\n---\n\n${WHERE}<Where />\n`));
  await publish({ origin: site.origin, sections: [await buildRemote(REPO_ROOT, 'cloud', { remoteDir: fixture })] });
});
afterAll(async () => {
  await rm(fixture, { recursive: true, force: true });
  await rm(refused, { recursive: true, force: true });
});

/** The files of its own react-router each section would fetch if no host offered one. */
async function sectionRouterFiles(): Promise<string[]> {
  const pointer = await readPointer(site.origin);
  const files: string[] = [];
  for (const section of SECTION_NAMES) {
    const manifestPath = pointer.sections[section]!.manifest;
    const manifest = (await (await fetch(`${site.url}${manifestPath}`)).json()) as {
      shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
    };
    const router = manifest.shared.filter((s) => s.name === 'react-router');
    assert.equal(router.length, 1, `${section} shares react-router`);
    for (const s of router)
      files.push(...[...s.assets.js.sync, ...s.assets.js.async].map((f) => `${site.url}${manifestPath.replace(/[^/]+$/, f)}`));
  }
  return files;
}

test("one copy of React Router across every section: pages run on the shell's router", async () => {
  const own = await sectionRouterFiles();
  assert.ok(own.length >= SECTION_NAMES.length, 'each section ships a router of its own for hosts without one');
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${site.url}/`);
  await page.waitForSelector('html[data-hydrated]');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // Through every section by client navigation (the navbar's and a page's own links).
  for (const [link, heading] of [
    ['/features/', 'Roo Code Features'],
    ['/providers/anthropic', 'Anthropic'],
    ['/update-notes/', 'Update Notes'],
    ['/getting-started/installing', 'Installing Roo Code'],
  ] as const) {
    await page.locator(`.navbar a[href="${link}"]`).first().click();
    await page.locator('.doc-page[data-live] h1', { hasText: heading }).first().waitFor();
  }
  // No query string: the prerender cannot know one, and hydration would find other text.
  await page.goto(`${site.url}/roo-code-cloud/task-sync`);
  await page.locator('.doc-page[data-live] #router-probe').waitFor();
  assert.equal(
    await page.locator('#router-probe').textContent(),
    'Shown at /roo-code-cloud/task-sync. Next: restoring a checkpoint.',
  );
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('#router-probe a').click();
  await page.locator('.doc-page[data-live] h1', { hasText: 'Checkpoints' }).waitFor();
  assert.equal(new URL(page.url()).pathname + new URL(page.url()).hash, '/features/checkpoints#restoring-a-checkpoint');
  assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true, 'no full load');
  assert.deepEqual(
    own.filter((url) => requests.includes(url)),
    [],
    'no section fetched a react-router of its own',
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('the prerendered page already shows what the router says (the static router)', async () => {
  const html = await (await fetch(`${site.url}/roo-code-cloud/task-sync`)).text();
  assert.match(html, /<p id="router-probe">Shown at <!-- -->\/roo-code-cloud\/task-sync/);
  assert.match(html, /<a href="\/features\/checkpoints#restoring-a-checkpoint"[^>]*>restoring a checkpoint<\/a>/);
});

test('a page importing a part of react-router the site does not share fails its build, naming it', async () => {
  await copyCloud(refused, (source) =>
    source.replace(/\n---\n/, `\n---\n\nimport { NavLink } from 'react-router';\n\n<NavLink to="/faq">FAQ</NavLink>\n`),
  );
  await assert.rejects(
    buildRemote(REPO_ROOT, 'cloud', { remoteDir: refused }),
    /NavLink is not part of the React Router the site shares/,
  );
});
