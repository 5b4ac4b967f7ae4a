import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { access, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRemote } from '@roo-docs/section-build';
import { readPendingRelease } from '@roo-docs/remote-update-notes';
import { readPointer } from '../../deploy/src/node/origin/origin.ts';
import { test } from '@rstest/core';
import { useUpdateNotesCopy } from '../support/update-notes-copy.ts';
import { withSite } from '../support/with-site.ts';
import { REPO_ROOT } from '../support/site.ts';

// Where a release can die: after writing its entry, after building, in its publish before the
// switch-over ('staged'), right after the publish's journal (its point of no return), and after
// the publish but before the release closed its record. The publish's own steps past its journal
// are drilled in deploy-recovery.test.ts. Each run is the real command killed by SIGKILL.
const KILL_POINTS: { at: string; live: boolean }[] = [
  { at: 'release:entry', live: false },
  { at: 'release:built', live: false },
  { at: 'staged', live: false },
  { at: 'journal', live: true },
  { at: 'release:published', live: true },
];

const site = withSite('release-recovery', { browser: false });
const work = join(REPO_ROOT, '.tmp', 'fixtures', `release-recovery-${process.pid}`);
const remoteDir = useUpdateNotesCopy(work);

/** The real command in a child process, publishing into the test origin from the remote's copy. */
function cli(args: string[], fault?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_DIR: site.origin.dir, UPDATE_NOTES_DIR: remoteDir, INIT_CWD: REPO_ROOT };
  if (fault) env.ROO_DEPLOY_FAULT = fault;
  else delete env.ROO_DEPLOY_FAULT;
  const jiti = join(REPO_ROOT, 'node_modules/jiti/lib/jiti-cli.mjs');
  return spawnSync('node', [jiti, 'deploy/src/node/cli/main.ts', ...args], { cwd: REPO_ROOT, env, encoding: 'utf8' });
}

async function draft(version: string): Promise<string> {
  const file = join(work, `v${version}.draft.mdx`);
  await writeFile(
    file,
    `---\nversion: ${version}\nkind: patch\nsummary: A fixture release that a kill interrupts.\nimpact: none\nhighlights: [A fixture fix for the recovery drill]\n---\n\n## Fixes\n\n- Release ${version} of the recovery drill.\n`,
  );
  return file;
}

const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

/** Either the version is live with its entry, or there is no entry and the old build is live. */
async function assertSettled(version: string, baseline: string | undefined, live: boolean) {
  const entry = join(remoteDir, 'entries', `v${version}.mdx`);
  const now = (await readPointer(site.origin)).sections['update-notes']?.buildId;
  const res = await fetch(`${site.url}/update-notes/v${version}`);
  if (live) {
    assert.notEqual(now, baseline, 'a new update-notes build is live');
    assert.ok(await exists(entry), 'the live version keeps its entry');
    assert.equal(res.status, 200);
    assert.ok((await res.text()).includes(`Release ${version} of the recovery drill`));
  } else {
    assert.equal(now, baseline, 'the old update-notes build is still live');
    assert.ok(!(await exists(entry)), 'the entry of a version that never went live is removed');
    assert.equal(res.status, 404);
  }
  assert.equal(readPendingRelease(remoteDir), null, 'no release is left pending');
  assert.ok(!(await readdir(site.origin.state)).includes('release.json'), 'the release record is closed');
}

KILL_POINTS.forEach(({ at, live }, i) => {
  test(`a release killed at '${at}' is ${live ? 'finished' : 'undone'} by repair`, async () => {
    const version = `3.28.${21 + i}`;
    const baseline = (await readPointer(site.origin)).sections['update-notes']?.buildId;
    const killed = cli(['release', version, '--date', '2025-10-23', '--from', await draft(version)], at);
    assert.equal(killed.signal, 'SIGKILL', `killed at ${at}:\n${killed.stdout}\n${killed.stderr}`);
    // Until it is settled, no other build ships (or drops) the half-released version.
    await assert.rejects(buildRemote(REPO_ROOT, 'update-notes', { remoteDir }), /belongs to the release of .* not finished/);
    const repair = cli(['repair']);
    assert.equal(repair.status, 0, repair.stderr);
    assert.match(repair.stdout, live ? /had gone live .* kept its entry/ : /did not go live: removed its entry/);
    await assertSettled(version, baseline, live);
  });
});

test('running a killed release again finishes it, without repair first', async () => {
  const version = `3.28.${21 + KILL_POINTS.length}`;
  const from = await draft(version);
  const args = ['release', version, '--date', '2025-10-24', '--from', from];
  assert.equal(cli(args, 'release:built').signal, 'SIGKILL');
  const again = cli(args);
  assert.equal(again.status, 0, again.stderr);
  assert.match(`${again.stdout}${again.stderr}`, /did not go live: removed its entry/);
  await assertSettled(version, 'not the baseline', true);
});
