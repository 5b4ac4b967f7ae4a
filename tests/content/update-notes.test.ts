import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from '@rstest/core';
import { compareVersions } from '@roo-docs/remote-update-notes';
import { REPO_ROOT } from './sections.ts';
import { builtSection } from './built-section.ts';
import { checkTwinsMatchPages } from './markdown-twins.ts';
import { checkSearchParity } from './search-parity.ts';
import { NOTES_RULES } from './update-notes-rules.ts';
import { closeNotesScene, openNotesScene, type NotesScene } from './update-notes-scene.ts';

checkTwinsMatchPages('update-notes');
checkSearchParity('update-notes');

const remoteDir = join(REPO_ROOT, 'remotes/update-notes');
let scene: NotesScene;
beforeAll(async () => {
  scene = await openNotesScene(remoteDir, async () => join((await builtSection('update-notes')).dir, 'search-shard.json'));
  // 310 pages, each entry body parsed into its changes: seconds on a loaded machine.
}, 120_000);
afterAll(() => closeNotesScene(scene));

// The rules live in a module so that a release test holds a copy it released into to the same ones.
for (const rule of NOTES_RULES) {
  test(`update-notes: ${rule.name}`, rule.timeout ? { timeout: rule.timeout } : {}, async () => {
    expect(await rule.check(scene)).toEqual([]);
  });
}

// Of the repository only: a release adds a version after it, and the rules above still hold.
test('update-notes: nothing later than 3.28.17, in the entries or in the source facts', async () => {
  const facts = JSON.parse(await readFile(join(remoteDir, 'sources/references.json'), 'utf8')) as {
    changelogVersions: string[];
    releases: object;
  };
  const versions = [...scene.entries.map((e) => e.version), ...facts.changelogVersions, ...Object.keys(facts.releases)];
  expect(versions.filter((v) => compareVersions(v, '3.28.17') > 0)).toEqual([]);
});
