import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { siteFolders } from './compare-sites-fixture.ts';
import { compareSites } from './compare-sites.ts';

const newSite = siteFolders('compare-sites-');

/** A tiny published site: a pointer, one build folder, a page behind a link as deploy lays it out. */
function site(buildId: string, pageText: string): string {
  const { dir, write } = newSite();
  write('remotes.json', JSON.stringify({ shell: null, sections: { features: { buildId } } }));
  write(`_mf/features/${buildId}/routes.json`, `{"buildId":"${buildId}"}`);
  write('.pages/live/index.html', pageText.replaceAll('ID', buildId));
  write('.deploy/history.json', String(Math.random()));
  symlinkSync('.pages/live/index.html', join(dir, 'index.html'));
  return dir;
}

test('two sites that differ only in their build ids compare equal; a changed page does not', () => {
  const same = compareSites(site('aaaaaaaaaaaa', '<p>ID</p>'), site('bbbbbbbbbbbb', '<p>ID</p>'));
  expect(same).toMatchObject({ files: [3, 3], sameIds: 0, ids: 1, differing: [], onlyA: [], onlyB: [] });
  const changed = compareSites(site('aaaaaaaaaaaa', '<p>ID</p>'), site('aaaaaaaaaaaa', '<p>ID, changed</p>'));
  expect(changed).toMatchObject({ sameIds: 1, differing: ['index.html'] });
});
