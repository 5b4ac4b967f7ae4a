import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, readdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RemoteBuild } from '@roo-docs/section-build';
import type { SectionName } from '@roo-docs/schemas';
import { afterAll, beforeAll, test } from '@rstest/core';
import { originAt, readPointer, type Origin } from '../../deploy/src/node/origin/origin.ts';
import { createOriginServer, listen } from '../../deploy/src/node/serve/serve.ts';
import { addNetworkNamespaces } from '../support/network-namespaces.ts';
import { buildChangedRemote, publishChildScript } from '../support/publish-child.ts';
import { assertOneBuildServed, routesOf } from '../support/served-build.ts';
import { buildAllOnce, REPO_ROOT } from '../support/site.ts';
import { withSite } from '../support/with-site.ts';

// Two section teams publish at the same moment from two containers sharing the origin folder:
// here, two network namespaces of the test's own. The deploy lock orders them; neither update
// may be lost, in any round.
const ROUNDS = 4;
const RACING: [SectionName, string][] = [
  ['cloud', 'content/roo-code-cloud/task-sync.mdx'],
  ['getting-started', 'content/faq.mdx'],
];
const site = withSite('lock-namespaces', { browser: false });
const tmp = join(REPO_ROOT, '.tmp', `lock-namespaces-${process.pid}`);
const execFileAsync = promisify(execFile);
let namespaces: ReturnType<typeof addNetworkNamespaces>;
/** Per racing section, its two builds: the one published with the site and one with a changed page. */
const builds = new Map<SectionName, [RemoteBuild, RemoteBuild]>();

beforeAll(async () => {
  namespaces = addNetworkNamespaces(2);
  const { sections } = await buildAllOnce();
  for (const [section, page] of RACING) {
    const changed = await buildChangedRemote(section, page, 'Published by the namespace race.', join(tmp, section));
    builds.set(section, [sections.find((s) => s.section === section)!, changed]);
  }
  await writeFile(join(tmp, 'publish-child.mjs'), PUBLISH_CHILD);
});

afterAll(async () => {
  namespaces?.remove();
  await rm(tmp, { recursive: true, force: true });
});

// A deploy refused because the other holds the lock tries again shortly, as a CI job would.
const PUBLISH_CHILD = publishChildScript(`import { readlinkSync } from 'node:fs';
const build = JSON.parse(process.env.BUILD);
let refused = 0;
for (;;) {
  try {
    await withLock(origin, () => publish({ origin, sections: [build] }), () => {});
    break;
  } catch (error) {
    if (!/^Another deploy/.test(error.message) || refused++ > 2000) throw error;
    await new Promise((r) => setTimeout(r, 20 + Math.random() * 40));
  }
}
console.log(JSON.stringify({ net: readlinkSync('/proc/self/ns/net'), refused }));`);

/** Publishes `build` from inside network namespace `namespace`; resolves with that child's report. */
async function publishFrom(namespace: string, origin: Origin, build: RemoteBuild) {
  const { stdout } = await execFileAsync('ip', ['netns', 'exec', namespace, process.execPath, join(tmp, 'publish-child.mjs')], {
    env: { ...process.env, ORIGIN: origin.dir, BUILD: JSON.stringify(build) },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: Error & { stderr?: string }) => {
    throw new Error(`publishing ${build.section} from ${namespace} failed:\n${error.stderr ?? error.message}`);
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as { net: string; refused: number };
}

async function serve(origin: Origin) {
  const server: Server = createOriginServer(origin.dir);
  const port = await listen(server, 0);
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

test(`two sections published at once from two network namespaces, ${ROUNDS} rounds: both land every time`, async () => {
  const origin = originAt(join(tmp, 'origin'));
  await cp(site.origin.dir, origin.dir, { recursive: true, verbatimSymlinks: true });
  const namespacesSeen = new Set<string>();
  let refusals = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    // Odd rounds publish the changed builds, even rounds the site's own again: every round moves both.
    const wanted = RACING.map(([section]) => builds.get(section)![round % 2]!);
    // Both finish before anything is judged: a failed one must not leave the other writing.
    const settled = await Promise.allSettled(wanted.map((build, i) => publishFrom(namespaces.names[i]!, origin, build)));
    const reports = settled.map((s) => {
      if (s.status === 'rejected') throw s.reason;
      return s.value;
    });
    for (const r of reports) namespacesSeen.add(r.net);
    refusals += reports.reduce((n, r) => n + r.refused, 0);
    const pointer = await readPointer(origin);
    for (const build of wanted)
      assert.equal(pointer.sections[build.section]?.buildId, build.buildId, `round ${round}: ${build.section}'s update landed`);
    assert.deepEqual((await readdir(join(origin.dir, '.pages'))).length, 2, `round ${round}: only the live page folder is left`);
    const served = await serve(origin);
    try {
      for (const build of wanted) {
        const both = await routesOf(
          origin,
          build.section,
          builds.get(build.section)!.map((b) => b.buildId),
        );
        assert.equal(await assertOneBuildServed(served.base, build.section, both), build.buildId, `round ${round}`);
      }
    } finally {
      await served.close();
    }
  }
  assert.equal(namespacesSeen.size, 2, 'the publishes ran in two network namespaces');
  // Each round's second publish found the lock held at least once: the two really raced.
  assert.ok(refusals >= ROUNDS, `the publishes overlapped (${refusals} refusals in ${ROUNDS} rounds)`);
});
