import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { buildRemote, type RemoteBuild } from '@roo-docs/remote-build';
import { sectionRouteTableSchema } from '@roo-docs/schemas';
import { withLock } from '../../deploy/src/node/lock.ts';
import { originAt, readPointer, type Origin } from '../../deploy/src/node/origin.ts';
import { rollback } from '../../deploy/src/node/rollback.ts';
import { createOriginServer, listen } from '../../deploy/src/node/serve.ts';
import { after, before, test } from '../support/node-test.ts';
import { publishTestSite, REPO_ROOT, type TestSite } from '../support/site.ts';
import { sectionBuildsNamed } from '../support/page-builds.ts';

// Every point where a publish can die: before its switch-over, right after the journal, in the
// middle of moving files, and after each later step. Each run is a real process killed by SIGKILL.
const KILL_POINTS = ['staged', 'journal', 'move:0', 'move:2', 'move:5', 'drops', 'pointer', 'history', 'cleanup'];

let site: TestSite;
let release: RemoteBuild;
const tmp = join(REPO_ROOT, '.tmp', `recovery-${process.pid}`);
before(async () => {
  site = await publishTestSite('recovery-base');
  const fixture = join(tmp, 'cloud');
  await cp(join(REPO_ROOT, 'remotes/cloud'), fixture, { recursive: true, filter: (src) => !src.includes('/dist') });
  const page = join(fixture, 'content/roo-code-cloud/task-sync.mdx');
  await writeFile(page, (await readFile(page, 'utf8')).replace(/\n## /, '\nReleased by the recovery drill.\n\n## '));
  release = await buildRemote(REPO_ROOT, 'cloud', { remoteDir: fixture });
});
after(async () => {
  await site?.close();
  await rm(tmp, { recursive: true, force: true });
});

function publishInChild(origin: Origin, killAt: string) {
  const script = join(tmp, 'publish-child.mjs');
  const mod = (p: string) => JSON.stringify(join(REPO_ROOT, p));
  return writeFile(
    script,
    `import { createJiti } from ${mod('node_modules/jiti/lib/jiti.mjs')};
const jiti = createJiti(import.meta.url);
const { publish } = await jiti.import(${mod('deploy/src/node/publish.ts')});
const { withLock } = await jiti.import(${mod('deploy/src/node/lock.ts')});
const { originAt } = await jiti.import(${mod('deploy/src/node/origin.ts')});
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

for (const killAt of KILL_POINTS) {
  test(`a publish killed at '${killAt}' is recovered by the next deploy, and rollback still works`, async () => {
    const origin = originAt(join(tmp, `origin-${killAt.replace(':', '-')}`));
    await cp(site.origin.dir, origin.dir, { recursive: true });
    const baseline = (await readPointer(origin)).sections.cloud!.buildId;

    const child = await publishInChild(origin, killAt);
    assert.equal(child.signal, 'SIGKILL', `the child reached '${killAt}' (${child.stderr})`);
    assert.ok((await readdir(origin.state)).includes('lock'), 'the dead deploy left its lock');

    const lines: string[] = [];
    await withLock(
      origin,
      async () => {},
      (l) => lines.push(l),
    );
    assert.match(lines.join('\n'), /Taking over .*no longer running/);
    assert.deepEqual(await readdir(join(origin.state, 'staging')).catch(() => []), [], 'no staging leftovers');
    assert.ok(!(await readdir(origin.state)).includes('journal.json'));

    const live = (await readPointer(origin)).sections.cloud!.buildId;
    // Killed before its point of no return, the release never happened; after it, it is finished.
    assert.equal(live, killAt === 'staged' ? baseline : release.buildId);
    await assertConsistent(origin);

    if (live !== baseline) {
      const back = await rollback(origin, 'cloud');
      assert.equal(back.to, baseline);
      await assertConsistent(origin);
    }
  });
}
