import assert from 'node:assert/strict';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from '@rstest/core';
import { measureReleases } from '../../bench/src/node/release.ts';
import { readS3Pointer } from '../../deploy/src/node/s3/pointer-object.ts';
import {
  answersWithin5s,
  deployCli,
  editedBuild,
  runRunner,
  testEndpoint,
  useBucketBehindEdge,
} from '../support/object-store.ts';
import { REPO_ROOT } from '../support/site.ts';
import { useUpdateNotesCopy, writeReleaseEntry } from '../support/update-notes-copy.ts';

// The command line itself on a bucket: `SITE_DIR=s3://…` for rollback, repair, prune and release.
const work = join(REPO_ROOT, '.tmp', 'fixtures', `s3-commands-${process.pid}`);
const remoteDir = useUpdateNotesCopy(work);
const VERSION = '3.28.18';
const origin = useBucketBehindEdge('commands');

const deploy = deployCli(() => origin.url, join(work, 'runner'), remoteDir);

const live = async (section: 'cloud' | 'update-notes') =>
  (await readS3Pointer(origin.store))!.doc.remotes.sections[section]?.buildId;
const entry = (name: string) => join(remoteDir, 'entries', name);

test('rollback on a bucket puts the previous release back; repair finds the origin consistent', async () => {
  const first = await live('cloud');
  const second = await editedBuild('cloud', 'content/roo-code-cloud/login.mdx', 'A second release of cloud.');
  assert.equal((await runRunner(origin.url, second, 'commands')).code, 0);
  assert.equal(await live('cloud'), second.buildId);
  const back = await deploy(['rollback', 'cloud']);
  assert.equal(back.code, 0, back.err);
  assert.match(back.out, new RegExp(`rolled cloud back from ${second.buildId} to ${first}`));
  assert.equal(await live('cloud'), first);
  const repair = await deploy(['repair']);
  assert.equal(repair.code, 0, repair.err);
  assert.match(repair.out, /is consistent/);
  assert.ok(
    !`${back.out}${back.err}${repair.out}${repair.err}`.includes(testEndpoint().env.AWS_SECRET_ACCESS_KEY!),
    'no secret printed',
  );
});

test('a release killed before its swap leaves no entry after repair; run again, it goes live with its entry', async () => {
  const from = await writeReleaseEntry(work, VERSION, 'bucketfixture');
  const before = await live('update-notes');
  const killed = await deploy(['release', VERSION, '--date', '2025-10-20', '--from', from], {
    ROO_DEPLOY_FAULT: 's3:before-swap',
  });
  assert.notEqual(killed.code, 0);
  assert.match(killed.err, /fault: killed at 's3:before-swap'/);
  assert.equal(await live('update-notes'), before, 'nothing went live');
  await access(entry(`v${VERSION}.mdx`));
  const repair = await deploy(['repair']);
  assert.equal(repair.code, 0, repair.err);
  assert.match(repair.out, /never went live: removed its entry/);
  await assert.rejects(access(entry(`v${VERSION}.mdx`)), 'the entry is gone with the release');
  const done = await deploy(['release', VERSION, '--date', '2025-10-20', '--from', from]);
  assert.equal(done.code, 0, done.err);
  assert.notEqual(await live('update-notes'), before);
  await access(entry(`v${VERSION}.mdx`));
  await answersWithin5s(origin.edge.url, `/update-notes/v${VERSION}`, 'bucketfixture');
  const pruned = await deploy(['prune']);
  assert.equal(pruned.code, 0, pruned.err);
});

test("the bench's release figure times a real release into the bucket, made through a runner's work folder", async () => {
  const before = await live('update-notes');
  const env = { ...testEndpoint().env, ROO_DOCS_S3_WORK: join(work, 'bench-runner') };
  const [run] = await measureReleases(REPO_ROOT, { url: origin.url, env }, 1);
  assert.ok(run!.wallSeconds > 0 && run!.seconds.total! > 0, 'the command printed its figures');
  assert.notEqual(await live('update-notes'), before, 'the release went live in the bucket');
  await answersWithin5s(origin.edge.url, `/update-notes/v${run!.version}`, 'The benchmark measures');
});
