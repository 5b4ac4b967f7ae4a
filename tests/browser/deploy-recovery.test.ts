import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, readdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { RemoteBuild } from '@roo-docs/section-build';
import { SECTION_NAMES, sectionRouteTableSchema } from '@roo-docs/schemas';
import { withLock } from '../../deploy/src/node/origin/lock.ts';
import { originAt, readPointer, type Origin } from '../../deploy/src/node/origin/origin.ts';
import { rollback } from '../../deploy/src/node/origin/rollback.ts';
import { prune } from '../../deploy/src/node/origin/prune.ts';
import { publish } from '../../deploy/src/node/publish/publish.ts';
import { filesUnder, livePages } from '../../deploy/src/node/origin/page-folder.ts';
import { existsSync } from 'node:fs';
import { NGINX, startNginx } from '@roo-docs/bench/nginx';
import { createOriginServer, listen } from '../../deploy/src/node/serve/serve.ts';
import { afterAll, beforeAll, test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';
import { REPO_ROOT } from '../support/site.ts';
import { sectionBuildsNamed } from '../support/page-builds.ts';
import { buildChangedRemote } from '../support/publish-child.ts';
import { assertOneBuildServed, routesOf } from '../support/served-build.ts';

// A publish is killed (SIGKILL, in a real child process) at each of its fault points in turn,
// counted rather than named, so a step added later is drilled too.
const site = withSite('recovery-base', { browser: false });
let release: RemoteBuild;
const tmp = join(REPO_ROOT, '.tmp', `recovery-${process.pid}`);
beforeAll(async () => {
  release = await buildChangedRemote(
    'cloud',
    'content/roo-code-cloud/task-sync.mdx',
    'Released by the recovery drill.',
    join(tmp, 'cloud'),
  );
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

function publishInChild(origin: Origin, killAt: string) {
  const script = join(tmp, 'publish-child.mjs');
  const mod = (p: string) => JSON.stringify(join(REPO_ROOT, p));
  return writeFile(
    script,
    `import { createJiti } from ${mod('node_modules/jiti/lib/jiti.mjs')};
const jiti = createJiti(import.meta.url);
const { publish } = await jiti.import(${mod('deploy/src/node/publish/publish.ts')});
const { withLock } = await jiti.import(${mod('deploy/src/node/origin/lock.ts')});
const { originAt } = await jiti.import(${mod('deploy/src/node/origin/origin.ts')});
const origin = originAt(process.env.ORIGIN);
await withLock(origin, () => publish({ origin, sections: [JSON.parse(process.env.BUILD)] }));`,
  ).then(() =>
    spawnSync('node', [script], {
      env: { ...process.env, ORIGIN: origin.dir, BUILD: JSON.stringify(release), ROO_DEPLOY_FAULT: killAt },
      encoding: 'utf8',
    }),
  );
}

/** Every live route answers 200, and each section's pages name only that section's live build. */
async function assertConsistent(origin: Origin) {
  const pointer = await readPointer(origin);
  const server: Server = createOriginServer(origin.dir);
  const port = await listen(server, 0);
  try {
    for (const [section, p] of Object.entries(pointer.sections)) {
      const table = sectionRouteTableSchema.parse(JSON.parse(await readFile(join(origin.dir, p!.routes), 'utf8')));
      for (const route of table.routes) {
        const res = await fetch(`http://127.0.0.1:${port}${route.path}`);
        assert.equal(res.status, 200, `${route.path} answers`);
        const ids = sectionBuildsNamed(await res.text(), section);
        assert.deepEqual(ids, [p!.buildId], `${route.path} names only the live ${section} build`);
      }
    }
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
}

// Fault points a publish passes before it writes its journal: killed there, it never happened.
const beforeNoReturn = (point: string) => ['staged', 'filled'].includes(point);

/** No journal, no staging folder and no page folder but the live one is left behind. */
async function assertNoLeftovers(origin: Origin) {
  assert.deepEqual(await readdir(join(origin.state, 'staging')).catch(() => []), [], 'no staging leftovers');
  assert.ok(!(await readdir(origin.state)).includes('journal.json'));
  const pages = await readdir(join(origin.dir, '.pages')).catch(() => null);
  if (pages) assert.deepEqual(pages.sort(), [await readlink(join(origin.dir, '.pages', 'live')), 'live'].sort());
}

/** The embedded server and nginx, both serving whatever origin `served` links to right now. */
async function startServers(served: string) {
  const server: Server = createOriginServer(served);
  const port = await listen(server, 0);
  const nginx = await startNginx(REPO_ROOT, served, 1);
  if (!nginx) throw new Error(`No nginx at ${NGINX}: run 'apt-get install nginx' (npm test does this)`);
  return {
    bases: [`http://127.0.0.1:${port}`, nginx.url],
    stop: async () => {
      nginx.stop();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

// One test drills every fault point in turn, each a child publish and two servers read through:
// tens of minutes on a busy two-core machine, beyond the project's ten-minute limit for a test.
const EVERY_FAULT_POINT = { timeout: 45 * 60_000 };

test(
  'a publish killed at each step: while it lies dead, readers of both servers see one build of the section; the next deploy finishes it',
  EVERY_FAULT_POINT,
  async () => {
    const served = join(tmp, 'served');
    await mkdir(join(tmp, 'origins'), { recursive: true });
    await symlink(join(tmp, 'origins', 'none'), served);
    const servers = await startServers(served);
    try {
      let step = 0;
      for (; ; step++) {
        const origin = originAt(join(tmp, 'origins', `step-${step}`));
        await cp(site.origin.dir, origin.dir, { recursive: true, verbatimSymlinks: true });
        // nginx and the embedded server follow the link per request: repoint it at this step's origin.
        await symlink(origin.dir, `${served}.next`);
        await rename(`${served}.next`, served);
        const baseline = (await readPointer(origin)).sections.cloud!.buildId;
        const builds = await routesOf(origin, 'cloud', [baseline]);

        const child = await publishInChild(origin, `step:${step}`);
        if (child.signal !== 'SIGKILL') {
          assert.equal(child.status, 0, child.stderr);
          break;
        }
        const killedAt = /killed at '([^']+)'/.exec(child.stderr)?.[1] ?? `step ${step}`;
        assert.ok((await readdir(origin.state)).includes('lock'), 'the dead deploy left its lock');
        for (const [id, routes] of await routesOf(origin, 'cloud', [release.buildId]).catch(() => new Map()))
          builds.set(id, routes);
        for (const base of servers.bases) await assertOneBuildServed(base, 'cloud', builds).catch(killedMessage(killedAt));

        const lines: string[] = [];
        await withLock(
          origin,
          async () => {},
          (l) => lines.push(l),
        );
        assert.match(lines.join('\n'), /Taking over .*no longer running/);
        await assertNoLeftovers(origin);
        const live = (await readPointer(origin)).sections.cloud!.buildId;
        // Killed before its point of no return, the release never happened; after it, it is finished.
        assert.equal(live, beforeNoReturn(killedAt) ? baseline : release.buildId, `killed at '${killedAt}'`);
        await assertConsistent(origin);
        for (const base of servers.bases) assert.equal(await assertOneBuildServed(base, 'cloud', builds), live);

        if (live !== baseline) {
          const back = await rollback(origin, 'cloud');
          assert.equal(back.to, baseline);
          await assertConsistent(origin);
        }
        await rm(origin.dir, { recursive: true, force: true });
      }
      assert.ok(step >= 4, `the publish reached ${step} fault points`);
    } finally {
      await servers.stop();
    }
  },
);

const killedMessage = (at: string) => (error: Error) => {
  error.message = `killed at '${at}': ${error.message}`;
  throw error;
};

test('prune, two days after a release and keeping one, keeps every build a live page still names', async () => {
  const origin = originAt(join(tmp, 'origins', 'prune'));
  await cp(site.origin.dir, origin.dir, { recursive: true, verbatimSymlinks: true });
  const before = (await readPointer(origin)).sections.cloud!.buildId;
  await withLock(
    origin,
    () => publish({ origin, sections: [release] }),
    () => {},
  );
  // The other sections' pages were not rendered again: they inline the pointer naming the old cloud build.
  const removed = await prune(origin, { keepReleases: 1, graceHours: 24, now: new Date(Date.now() + 48 * 3600_000) });
  const pages = filesUnder(livePages(origin)).filter((f) => f.endsWith('.html'));
  const named = new Set<string>();
  for (const file of pages) {
    const html = await readFile(join(livePages(origin), file), 'utf8');
    for (const section of SECTION_NAMES) for (const id of sectionBuildsNamed(html, section)) named.add(`_mf/${section}/${id}`);
    for (const [, id] of html.matchAll(/\/_shell\/([a-f0-9]{8,40})\//g)) named.add(`_shell/${id}`);
  }
  assert.ok(named.has(`_mf/cloud/${before}`), 'pages of other sections still name the cloud build before the release');
  for (const build of named)
    assert.ok(existsSync(join(origin.dir, build)), `${build}, named by a live page, is kept (removed: ${removed.join(', ')})`);
  await rm(origin.dir, { recursive: true, force: true });
});
