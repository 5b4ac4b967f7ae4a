import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from '@rstest/core';
import { inventoryFilesIn, inventoryRoutes, inventorySidebar } from '@roo-docs/inventory';
import { release } from '../../deploy/src/node/release/release.ts';
import { inventory as repoInventory, sidebarDocs, specSidebarDocs } from '../content/sections.ts';
import { NOTES_RULES } from '../content/update-notes-rules.ts';
import { closeNotesScene, openNotesScene } from '../content/update-notes-scene.ts';
import { inventoryCopyDir, useUpdateNotesCopy } from '../support/update-notes-copy.ts';
import { withSite } from '../support/with-site.ts';
import { REPO_ROOT } from '../support/site.ts';

// Issue 41: after a release, the next content run failed, as the inventory did not list the new
// version. Here two releases go into copies of the remote and the inventory (a patch of the live
// series, then the first of a new series), and the content suite's update-notes rules run on them.
const site = withSite('release-content', { browser: false });
const work = join(REPO_ROOT, '.tmp', 'fixtures', `release-content-${process.pid}`);
const remoteDir = useUpdateNotesCopy(work);
const inventoryDir = inventoryCopyDir(work);
const RELEASES = [
  { version: '3.28.18', date: '2025-10-20' },
  { version: '3.29.0', date: '2025-10-27' },
];

/** A fixture entry in the sources' terms: a pull request past the pull request file, no credited people. */
async function draft(version: string): Promise<string> {
  const file = join(work, `v${version}.draft.mdx`);
  await writeFile(
    file,
    `---\nversion: ${version}\nkind: patch\nsummary: A fixture release that the content rules read after it is published.\nimpact: none\nhighlights: [A fixture fix for the content rules]\npulls: [9999]\n---\n\n## Fixes\n\n- Release ${version} of the content drill keeps a setting after a reload (#9999).\n`,
  );
  return file;
}

test('releases into a copy leave the inventory listing them once, where the sidebar needs them, and every update-notes rule holding', async () => {
  let buildId = '';
  for (const { version, date } of RELEASES) {
    const from = await draft(version);
    const report = await release({ repoRoot: REPO_ROOT, origin: site.origin, version, date, from, remoteDir, inventoryDir });
    assert.equal(report.inventory.length, 2, `${version} added to both inventory files`);
    buildId = report.buildId!;
  }
  const files = inventoryFilesIn(inventoryDir);
  // The inventory checks: both files read back whole, the repository's plus exactly the new versions.
  const added = RELEASES.map((r) => `/update-notes/v${r.version}`);
  const routes = inventoryRoutes(files.routes);
  assert.deepEqual(
    routes.filter((r) => !added.includes(r.path)),
    repoInventory,
  );
  assert.deepEqual(
    routes.filter((r) => added.includes(r.path)).map((r) => r.title),
    RELEASES.map((r) => `Roo Code ${r.version} Release Notes (${r.date})`),
  );
  const docs = sidebarDocs(inventorySidebar(files.sidebar));
  assert.deepEqual(
    docs.filter((d) => !added.includes(d)),
    specSidebarDocs(),
    'every other doc keeps its place',
  );
  // Newest first: the new series above 3.28, 3.28.18 above 3.28.17 under the 3.28 summary.
  const at = (d: string) => docs.indexOf(d);
  assert.ok(at('/update-notes/') < at(added[1]!) && at(added[1]!) < at('/update-notes/v3.28'), docs.slice(0, 5).join(' '));
  assert.ok(at('/update-notes/v3.28') < at(added[0]!) && at(added[0]!) < at('/update-notes/v3.28.17'));

  const shard = async () => join(site.origin.dir, '_mf/update-notes', buildId, 'search-shard.json');
  const scene = await openNotesScene(remoteDir, shard, files);
  try {
    assert.deepEqual(
      scene.entries
        .filter((e) => added.includes(`/update-notes/v${e.version}`))
        .map((e) => e.version)
        .sort(),
      RELEASES.map((r) => r.version),
    );
    const problems: string[] = [];
    for (const rule of NOTES_RULES) problems.push(...(await rule.check(scene)).map((p) => `${rule.name}: ${p}`));
    assert.deepEqual(problems, []);
  } finally {
    await closeNotesScene(scene);
  }
});
