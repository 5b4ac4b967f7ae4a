import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { access, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRemote } from '@roo-docs/section-build';
import { readPendingRelease } from '@roo-docs/remote-update-notes';
import { inventoryFilesIn, inventoryRoutes, inventorySidebar } from '@roo-docs/inventory';
import { readPointer } from '../../deploy/src/node/origin/origin.ts';
import { test } from '@rstest/core';
import { inventoryCopyDir, useUpdateNotesCopy } from '../support/update-notes-copy.ts';
import { withSite } from '../support/with-site.ts';
import { REPO_ROOT } from '../support/site.ts';

// Where a release can die: after writing its entry, after adding its version to the inventory, after building, in its publish before the
// switch-over ('staged'), right after the publish's journal (its point of no return), and after
// the publish but before the release closed its record. The publish's own steps past its journal
// are drilled in deploy-recovery.test.ts. Each run is the real command killed by SIGKILL.
const KILL_POINTS: { at: string; live: boolean }[] = [
  { at: 'release:entry', live: false },
  { at: 'release:inventory', live: false },
  { at: 'release:built', live: false },
  { at: 'staged', live: false },
  { at: 'journal', live: true },
  { at: 'release:published', live: true },
];

const site = withSite('release-recovery', { browser: false });
const work = join(REPO_ROOT, '.tmp', 'fixtures', `release-recovery-${process.pid}`);
const remoteDir = useUpdateNotesCopy(work);
const inventory = inventoryFilesIn(inventoryCopyDir(work));

/** The real command in a child process, publishing into the test origin from the remote's copy. */
function cli(args: string[], fault?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_DIR: site.origin.dir, UPDATE_NOTES_DIR: remoteDir, INIT_CWD: REPO_ROOT };
  env.INVENTORY_DIR = inventoryCopyDir(work);
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

/** How often the inventory copy lists the version: as a route, and as a sidebar doc. */
function listings(version: string): [number, number] {
  const path = `/update-notes/v${version}`;
  const docs = JSON.stringify(inventorySidebar(inventory.sidebar)).split(`"doc":"${path}"`).length - 1;
  return [inventoryRoutes(inventory.routes).filter((r) => r.path === path).length, docs];
}

/** Either the version is live with its entry and in the inventory once, or none of them and the old build is live. */
async function assertSettled(version: string, baseline: string | undefined, live: boolean) {
  const entry = join(remoteDir, 'entries', `v${version}.mdx`);
  assert.deepEqual(listings(version), live ? [1, 1] : [0, 0], 'the inventory lists the version once if live, else not at all');
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

['release:inventory', 'release:built'].forEach((at, i) => {
  test(`running a release killed at '${at}' again finishes it, without repair first`, async () => {
    const version = `3.28.${21 + KILL_POINTS.length + i}`;
    const from = await draft(version);
    const args = ['release', version, '--date', '2025-10-24', '--from', from];
    assert.equal(cli(args, at).signal, 'SIGKILL');
    assert.deepEqual(listings(version), [1, 1], 'the killed release had added its version to the inventory');
    const again = cli(args);
    assert.equal(again.status, 0, again.stderr);
    assert.match(`${again.stdout}${again.stderr}`, /did not go live: removed its entry .* and what it added to the inventory/);
    assert.match(again.stdout, /Inventory: .* added to .*routes\.json and .*sidebar\.json/);
    await assertSettled(version, 'not the baseline', true);
  });
});
