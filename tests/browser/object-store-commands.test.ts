import assert from 'node:assert/strict';
import { runChild } from '@roo-docs/bench/run-child';
import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from '@rstest/core';
import { readS3Pointer } from '../../deploy/src/node/s3/pointer-object.ts';
import type { ObjectStore } from '../../deploy/src/node/s3/store.ts';
import { editedBuild, publishToBucket, runRunner, startEdge, testEndpoint, type Edge } from '../support/object-store.ts';
import { REPO_ROOT } from '../support/site.ts';
import { useUpdateNotesCopy } from '../support/update-notes-copy.ts';

// The command line itself on a bucket: `SITE_DIR=s3://…` for rollback, repair, prune and release.
const work = join(REPO_ROOT, '.tmp', 'fixtures', `s3-commands-${process.pid}`);
const remoteDir = useUpdateNotesCopy(work);
const VERSION = '3.28.18';
let url: string;
let store: ObjectStore;
let edge: Edge;

beforeAll(async () => {
  ({ url, store } = await publishToBucket('commands'));
  edge = await startEdge(store, 500);
});
afterAll(async () => {
  await edge?.close();
  testEndpoint().close();
});

function deploy(args: string[], env: NodeJS.ProcessEnv = {}) {
  return runChild('node', [join(REPO_ROOT, 'deploy/bin/roo-docs-deploy.js'), ...args], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...testEndpoint().env,
      SITE_DIR: url,
      ROO_DOCS_S3_WORK: join(work, 'runner'),
      UPDATE_NOTES_DIR: remoteDir,
      ...env,
    },
  });
}

const live = async (section: 'cloud' | 'update-notes') => (await readS3Pointer(store))!.doc.remotes.sections[section]?.buildId;
const entry = (name: string) => join(remoteDir, 'entries', name);

test('rollback on a bucket puts the previous release back; repair finds the origin consistent', async () => {
  const first = await live('cloud');
  const second = await editedBuild('cloud', 'content/roo-code-cloud/login.mdx', 'A second release of cloud.');
  assert.equal((await runRunner(url, second, 'commands')).code, 0);
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
  const from = join(work, 'v3.28.18.mdx');
  await writeFile(
    from,
    `---\nversion: ${VERSION}\nkind: patch\nsummary: A fixture release published into a bucket.\nimpact: none\nhighlights: [A fixture fix for the bucket test]\npulls: [9999]\n---\n\nA release written only for this test.\n\n## Fixes\n\n- The bucketfixture setting keeps its value after a reload (#9999, thanks @octocat).\n`,
  );
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
  const since = Date.now();
  while (!(await (await fetch(`${edge.url}/update-notes/v${VERSION}`)).text()).includes('bucketfixture')) {
    assert.ok(Date.now() - since < 5000, 'the edge serves the new version within 5 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const pruned = await deploy(['prune']);
  assert.equal(pruned.code, 0, pruned.err);
});
