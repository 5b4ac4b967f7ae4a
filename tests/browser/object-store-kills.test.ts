import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@rstest/core';
import { SECTION_NAMES, type SectionName } from '@roo-docs/schemas';
import { pageSetSchema, setKey, type S3Pointer } from '../../deploy/src/node/s3/layout.ts';
import { readS3Pointer } from '../../deploy/src/node/s3/pointer-object.ts';
import { answersWithin5s, deployCli, editedBuild, runRunner, useBucketBehindEdge } from '../support/object-store.ts';
import { REPO_ROOT } from '../support/site.ts';
import { useUpdateNotesCopy, writeReleaseEntry } from '../support/update-notes-copy.ts';

// A rollback and a release on a bucket, each killed (SIGKILL) at every point it passes: the
// folder command's own points in the runner's work folder, and the object store's around them.
// After each kill the pointer is the old one or the new one, whole; `repair` finds the origin
// consistent and changes nothing live; each killed run is the next run after the kill before it
// (it must get as far as its own point), and a clean run at the end succeeds.
const PUBLISH_POINTS = ['staged', 'filled', 'journal', 'linked', 'switched', 'history', 'unlinked', 'cleanup'];
const STORE_POINTS = ['s3:builds-uploaded', 's3:pages-uploaded', 's3:before-swap', 's3:swapped'];
const ROLLBACK_FAULTS = ['s3:rollback-fetched', ...PUBLISH_POINTS, ...STORE_POINTS];
// A release's own steps in the work folder (its record, its entry, its inventory lines, its build, its publish), then the store's.
const RELEASE_FOLDER_FAULTS = [
  'release:recorded',
  'release:entry',
  'release:inventory',
  'release:built',
  ...PUBLISH_POINTS,
  'release:published',
];
const RELEASE_STORE_FAULTS = ['s3:release-marked', 's3:mid-upload', ...STORE_POINTS];
// Each point costs a command (a release: a build of update-notes and its publish): on a busy machine a
// drill takes longer than the browser project's 10 minutes.
const DRILL_MS = 1_200_000;
const work = join(REPO_ROOT, '.tmp', 'fixtures', `s3-kills-${process.pid}`);
const remoteDir = useUpdateNotesCopy(work);
const origin = useBucketBehindEdge('kills');

const deploy = deployCli(() => origin.url, join(work, 'runner'), remoteDir);
const pointer = async () => (await readS3Pointer(origin.store))!.doc;
const liveOf = async (section: SectionName) => (await pointer()).remotes.sections[section]!.buildId;

/**
 * 'old' when the live pointer is `before` (its builds and page sets), 'new' when it is a whole
 * new one: only `section` moved, and its pages were rendered with its new build.
 */
async function pointerState(section: SectionName, before: S3Pointer, fault: string): Promise<'old' | 'new'> {
  const now = await pointer();
  if (JSON.stringify([now.remotes, now.sets]) === JSON.stringify([before.remotes, before.sets])) return 'old';
  const id = now.remotes.sections[section]?.buildId;
  assert.notEqual(id, before.remotes.sections[section]?.buildId, `${fault}: the pointer changed, yet not ${section}`);
  assert.deepEqual(now.remotes.shell, before.remotes.shell, `${fault}: the shell did not move`);
  for (const other of SECTION_NAMES.filter((s) => s !== section))
    assert.deepEqual(now.remotes.sections[other], before.remotes.sections[other], `${fault}: ${other} did not move`);
  const set = await origin.store.get(setKey(now.sets[section]!), 'test');
  assert.ok(set, `${fault}: the page set the pointer names exists`);
  const pages = pageSetSchema.parse(JSON.parse(set.body.toString('utf8')));
  assert.ok(pages.renderedWith.includes(id!), `${fault}: ${section}'s pages are those of its new build ${id}`);
  return 'new';
}

/** Kills `args` at `fault`, then checks the pointer, repairs, and checks that repair changed nothing live. */
async function killAndRepair(args: string[], section: SectionName, fault: string): Promise<'old' | 'new'> {
  const before = await pointer();
  const killed = await deploy(args, { ROO_DEPLOY_FAULT: fault });
  assert.notEqual(killed.code, 0, `${fault}: the command did not finish`);
  assert.match(killed.err, new RegExp(`fault: killed at '${fault}'`), `${fault}: it got there (${killed.err.slice(-600)})`);
  const state = await pointerState(section, before, fault);
  const repair = await deploy(['repair']);
  assert.equal(repair.code, 0, `${fault}: repair: ${repair.err}`);
  assert.match(repair.out, /is consistent/, `${fault}: repair`);
  assert.equal(await pointerState(section, before, `${fault}, after repair`), state);
  return state;
}

test(
  'a rollback killed at any point leaves the old pointer or the rolled-back one; repair agrees; the next rollback runs',
  async () => {
    const first = await liveOf('cloud');
    const second = await editedBuild('cloud', 'content/roo-code-cloud/login.mdx', 'The second build of cloud.');
    const third = await editedBuild('cloud', 'content/roo-code-cloud/login.mdx', 'The third build of cloud.');
    for (const b of [second, third]) assert.equal((await runRunner(origin.url, b, 'kills')).code, 0);
    for (const fault of ROLLBACK_FAULTS) {
      const state = await killAndRepair(['rollback', 'cloud'], 'cloud', fault);
      // Only a kill after the swap leaves the rollback done.
      assert.equal(state, fault === 's3:swapped' ? 'new' : 'old', fault);
      assert.equal(await liveOf('cloud'), state === 'new' ? second.buildId : third.buildId, fault);
      await answersWithin5s(
        origin.edge.url,
        '/roo-code-cloud/login',
        state === 'new' ? 'The second build of cloud.' : 'The third build of cloud.',
      );
    }
    const back = await deploy(['rollback', 'cloud']);
    assert.equal(back.code, 0, back.err);
    assert.equal(await liveOf('cloud'), first, 'the next rollback goes one release further back');
  },
  DRILL_MS,
);

let version = 18;
const entryOf = (v: number) => join(remoteDir, 'entries', `v3.28.${v}.mdx`);

/** Kills a release of the next version at each point; it goes live (and the version moves on) only past the swap. */
async function killReleases(points: string[]): Promise<void> {
  for (const fault of points) {
    const from = await writeReleaseEntry(work, `3.28.${version}`, `killfixture${version}`);
    const args = ['release', `3.28.${version}`, '--date', '2025-10-20', '--from', from];
    const state = await killAndRepair(args, 'update-notes', fault);
    assert.equal(state, fault === 's3:swapped' ? 'new' : 'old', fault);
    assert.equal(existsSync(entryOf(version)), state === 'new', `${fault}: the entry is there only if the release is live`);
    await answersWithin5s(origin.edge.url, `/update-notes/v3.28.${version}`, state === 'new' ? `killfixture${version}` : null);
    if (state === 'new') version++;
  }
}

test(
  'a release killed in its own steps leaves the old pointer, and no entry once repaired',
  () => killReleases(RELEASE_FOLDER_FAULTS),
  DRILL_MS,
);

test(
  'a release killed in its store steps leaves the old pointer or the released one, its entry only if live; the next one runs',
  async () => {
    await killReleases(RELEASE_STORE_FAULTS);
    const from = await writeReleaseEntry(work, `3.28.${version}`, `killfixture${version}`);
    const done = await deploy(['release', `3.28.${version}`, '--date', '2025-10-20', '--from', from]);
    assert.equal(done.code, 0, done.err);
    await answersWithin5s(origin.edge.url, `/update-notes/v3.28.${version}`, `killfixture${version}`);
    assert.ok(existsSync(entryOf(version)));
  },
  DRILL_MS,
);
