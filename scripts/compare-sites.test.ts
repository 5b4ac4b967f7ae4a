import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, expect, test } from '@rstest/core';
import { compareSites } from './compare-sites.ts';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A tiny published site: a pointer, one build folder, a page behind a link as deploy lays it out. */
function site(buildId: string, pageText: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'compare-sites-'));
  made.push(dir);
  const write = (rel: string, text: string) => {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
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
