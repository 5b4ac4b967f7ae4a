import assert from 'node:assert/strict';
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RemoteBuild } from '@roo-docs/section-build';
import { afterAll, beforeAll, test } from '@rstest/core';
import { withLock } from '../../deploy/src/node/origin/lock.ts';
import { originAt, readPointer, type Origin } from '../../deploy/src/node/origin/origin.ts';
import { isTempName } from '../../deploy/src/node/origin/temp-names.ts';
import { buildChangedRemote, publishChildScript } from '../support/publish-child.ts';
import { REPO_ROOT } from '../support/site.ts';
import { changedPaths, fileHashes } from '../support/tree.ts';
import { withSite } from '../support/with-site.ts';

// A publish runs out of disk at every point in turn: the origin sits on a tmpfs of the test's own
// whose inode count (each file, folder and link a publish makes takes one) is cut to what the site
// uses plus `n`, for `n` across everything a publish of one section makes. ENOSPC then strikes
// wherever the n+1st new file comes: placing the build, its twins, a page, a page's twins, the
// site-wide files, the journal. Each time the deploy must fail cleanly, naming its step, and leave
// the live site as it was with nothing of its own behind.
const ATTEMPTS = 12;
const site = withSite('full-disk', { browser: false });
const tmp = join(REPO_ROOT, '.tmp', `full-disk-${process.pid}`);
const mnt = join(tmp, 'mnt');
const execFileAsync = promisify(execFile);
let release: RemoteBuild;

beforeAll(async () => {
  release = await buildChangedRemote(
    'cloud',
    'content/roo-code-cloud/task-sync.mdx',
    'Released onto a full disk.',
    join(tmp, 'cloud'),
  );
  await mkdir(mnt, { recursive: true });
  await writeFile(join(tmp, 'publish-child.mjs'), PUBLISH_CHILD);
});

afterAll(async () => {
  unmount();
  await rm(tmp, { recursive: true, force: true });
});

// What the command line does with a failed publish: one `error:` line, exit 1.
const PUBLISH_CHILD = publishChildScript(`try {
  await withLock(origin, () => publish({ origin, sections: [JSON.parse(process.env.BUILD)] }), () => {});
  console.log('published');
} catch (error) {
  console.error('error: ' + error.message);
  process.exit(1);
}`);

async function publishInChild(origin: Origin) {
  const env = { ...process.env, ORIGIN: origin.dir, BUILD: JSON.stringify(release), JITI_FS_CACHE: 'false' };
  return execFileAsync(process.execPath, [join(tmp, 'publish-child.mjs')], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

// Nothing mounted there yet is fine.
const unmount = () => spawnSync('umount', ['--lazy', mnt], { stdio: 'ignore' });
const inodesUsed = () => Number(execFileSync('df', ['--output=iused', mnt], { encoding: 'utf8' }).trim().split('\n').pop());

/** A fresh tmpfs at `mnt` holding a copy of the published site, with room for `spare` more inodes. */
async function originOnTmpfs(spare: number): Promise<Origin> {
  unmount();
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512m,nr_inodes=1000000', 'tmpfs', mnt]);
  const origin = originAt(join(mnt, 'site'));
  await cp(site.origin.dir, origin.dir, { recursive: true, verbatimSymlinks: true });
  execFileSync('mount', ['-o', `remount,nr_inodes=${inodesUsed() + spare}`, mnt]);
  return origin;
}

/** Every path under the origin, sorted. */
async function layout(origin: Origin): Promise<string[]> {
  return (await readdir(origin.dir, { recursive: true })).map(String).sort();
}

test(`a publish that runs out of disk at ${ATTEMPTS} points fails naming its step, and leaves nothing behind`, async () => {
  // How many inodes a whole publish takes, on a disk with room for them all.
  let origin = await originOnTmpfs(100_000);
  const before = inodesUsed();
  const ok = await publishInChild(origin);
  assert.equal(ok.code, 0, ok.stderr);
  const needed = inodesUsed() - before;
  assert.ok(needed > 20, `a publish makes ${needed} inodes`);

  const steps = new Map<string, number>();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // One more for the lock's note, which the deploy writes and removes again.
    const spare = 1 + Math.floor((needed * attempt) / ATTEMPTS);
    origin = await originOnTmpfs(spare);
    const pointer = await readPointer(origin);
    const served = await fileHashes(origin.dir);
    const paths = await layout(origin);
    const child = await publishInChild(origin);
    const at = `with room for ${spare} of ${needed} inodes`;
    if (child.code === 0) continue;
    if (/the switch-over is recorded in the journal/.test(child.stderr)) {
      // Past its point of no return: with room again, repair finishes it.
      assert.match(child.stderr, /^error: publish failed at step 'switch' \([^)]+\): ENOSPC: /, at);
      steps.set('switch (finished by repair)', (steps.get('switch (finished by repair)') ?? 0) + 1);
      execFileSync('mount', ['-o', 'remount,nr_inodes=1000000', mnt]);
      await withLock(
        origin,
        async () => {},
        () => {},
      );
      assert.equal((await readPointer(origin)).sections.cloud?.buildId, release.buildId, at);
      assert.deepEqual(
        (await layout(origin)).filter((p) => p.split('/').some(isTempName)),
        [],
        at,
      );
      continue;
    }
    // One line, the command line's: no unhandled rejection, no stack.
    assert.match(
      child.stderr,
      /^error: publish failed at step '([a-z-]+)' \([^)]+\): ENOSPC: no space left on device[^\n]*; nothing was published and nothing of it is left: the live site is as it was\n$/,
      at,
    );
    const step = /step '([a-z-]+)'/.exec(child.stderr)![1]!;
    steps.set(step, (steps.get(step) ?? 0) + 1);
    // The live site is as it was, byte for byte, and so is every path of the origin.
    assert.deepEqual(await readPointer(origin), pointer, at);
    assert.deepEqual(changedPaths(served, await fileHashes(origin.dir)), [], at);
    const after = await layout(origin);
    assert.deepEqual(
      after.filter((p) => !p.startsWith('.deploy/')),
      paths.filter((p) => !p.startsWith('.deploy/')),
      `${at}: failed at '${step}'`,
    );
    assert.deepEqual(
      after.filter((p) => p.split('/').some(isTempName)),
      [],
      at,
    );
    assert.ok(!after.includes('.deploy/journal.json') && !after.includes('.deploy/lock'), at);
  }
  console.log(`full-disk publishes failed at: ${JSON.stringify(Object.fromEntries(steps))}`);
  // The publish ran out at several steps, the pages' and their twins' among them.
  assert.ok(steps.size >= 3, `failed at ${JSON.stringify([...steps])}`);
  assert.ok(steps.has('precompress') || steps.has('prerender'), `failed at ${JSON.stringify([...steps])}`);
});
