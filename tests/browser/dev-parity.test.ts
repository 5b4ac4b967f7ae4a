import assert from 'node:assert/strict';
import { cp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from '@rstest/core';
import { buildRemote } from '@roo-docs/section-build';
import { REDIRECTS } from '@roo-docs/shell/node';
import { publish } from '../../deploy/src/node/publish/publish.ts';
import type { DevProcess } from '../../dev/src/node/dev-process.ts';
import { closeDevSite, devSiteOnce, PATIENCE, withFilesKept } from '../support/dev-site.ts';
import { REPO_ROOT, type TestSite } from '../support/site.ts';

// One set of broken pages, fed to the real dev server and to the real build and publish: each
// mistake is reported by both at the same file:line:column in the same words, and nothing else is.
const DIR = 'content/features';
const HEAD = '---\ntitle: Parity probe\ndescription: A page with one mistake.\n---\n\nSome text first.\n\n';
const OLD_ADDRESS = REDIRECTS[0]!.from;

/** Mistakes the section build refuses before bundling. */
const IN_PAGE = {
  'parity-component': `${HEAD}A table: <Bogus rows={3} />\n`,
  'parity-fact': `${HEAD}Read this: <Fact id="noSuchStatement" /> first.\n`,
  'parity-link': `${HEAD}See [the missing part](/features/checkpoints#no-such-heading) below.\n`,
};
/** Mistakes only the site as a whole shows: the publish refuses them (the dev server knows the published site). */
const ACROSS = {
  'parity-cross-link': `${HEAD}See [logging in](/roo-code-cloud/login#no-such-heading).\n`,
  'parity-redirect': `${HEAD}The [old page](${OLD_ADDRESS}) moved.\n`,
};

const PROBLEM = /(remotes\/features\/content\/features\/parity-[a-z-]+\.mdx:\d+:\d+: .*)$/;

/** The problems named in `text`, one per probe line, sorted. */
const problemsIn = (text: string) =>
  text
    .split('\n')
    .map((l) => PROBLEM.exec(l)?.[1])
    .filter((p): p is string => p !== undefined)
    .sort();

const fixture = join(REPO_ROOT, '.tmp', 'fixtures', `features-parity-${process.pid}`);
const writeProbes = (dir: string, probes: Record<string, string>) =>
  Promise.all(Object.entries(probes).map(([name, text]) => writeFile(join(dir, DIR, `${name}.mdx`), text)));

let dev: DevProcess;
let site: TestSite;
beforeAll(async () => {
  ({ dev, site } = await devSiteOnce());
  await cp(join(REPO_ROOT, 'remotes/features'), fixture, {
    recursive: true,
    filter: (src) => !/[\\/](dist|node_modules|\.generated[a-z-]*)$/.test(src),
  });
});
afterAll(async () => {
  await rm(fixture, { recursive: true, force: true });
  await closeDevSite();
});

/** Saves the probes into the live section and returns what the terminal names once all of them show. */
async function devProblems(): Promise<string[]> {
  const probes = { ...IN_PAGE, ...ACROSS };
  const files = Object.keys(probes).map((name) => join(REPO_ROOT, 'remotes/features', DIR, `${name}.mdx`));
  let seen: string[] = [];
  await withFilesKept(dev, files, async () => {
    const from = dev.lines.length;
    await writeProbes(join(REPO_ROOT, 'remotes/features'), probes);
    const deadline = Date.now() + PATIENCE.timeout;
    // A rebuild prints every error the section has: wait for one that names each probe.
    while (Date.now() < deadline) {
      seen = problemsIn(dev.lines.slice(from).join('\n'));
      if (new Set(seen.map((p) => p.split(':')[0])).size === files.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  return [...new Set(seen)].sort();
}

test('the dev server and the build and publish report the same mistakes at the same file:line:column', async () => {
  const shown = await devProblems();
  assert.equal(shown.length, 5, `the dev server names each of the five mistakes once:\n${shown.join('\n')}`);

  await writeProbes(fixture, { ...IN_PAGE, ...ACROSS });
  const refusedBuild = await buildRemote(REPO_ROOT, 'features', { remoteDir: fixture }).then(
    () => assert.fail('the build accepted pages with mistakes in them'),
    (error: Error) => error.message,
  );
  assert.match(refusedBuild, /features: 3 problems in its pages; nothing was built/);
  const inPage = Object.keys(IN_PAGE);
  assert.deepEqual(
    problemsIn(refusedBuild),
    shown.filter((p) => inPage.some((name) => p.includes(`/${name}.mdx:`))),
  );

  await Promise.all(inPage.map((name) => rm(join(fixture, DIR, `${name}.mdx`))));
  const build = await buildRemote(REPO_ROOT, 'features', { remoteDir: fixture });
  const refusedPublish = await publish({ origin: site.origin, sections: [build] }).then(
    () => assert.fail('the publish accepted links the site does not have'),
    (error: Error) => error.message,
  );
  assert.match(refusedPublish, /Broken links; nothing was published/);
  assert.deepEqual(
    problemsIn(refusedPublish),
    shown.filter((p) => Object.keys(ACROSS).some((name) => p.includes(`/${name}.mdx:`))),
  );
});
