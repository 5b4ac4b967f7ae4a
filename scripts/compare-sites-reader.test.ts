import { createHash } from 'node:crypto';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { siteFolders } from './compare-sites-fixture.ts';
import { generatedForm } from './compare-sites-names.ts';
import { compareForReader } from './compare-sites-reader.ts';
import { compareSites } from './compare-sites.ts';

const newSite = siteFolders('compare-reader-');

interface Build {
  shellId: string;
  sectionId: string;
  /** The shell's entry and the section's lazy chunk, as a build names them. */
  shellMain: string;
  chunk: string;
  chunkCode: string;
  page: string;
  extraPage?: string;
}

const base: Build = {
  shellId: 'aaaaaaaaaaaa',
  sectionId: 'cccccccccccc',
  shellMain: 'main.3a9ab54cce.js',
  chunk: '1044.js',
  chunkCode: 'console.log(1044)',
  page: '<p>Checkpoints keep your work.</p>',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A small published site laid out as deploy lays it out: pointer, build folders, pages behind links. */
function site(b: Build): string {
  const { dir, write } = newSite();
  const section = `_mf/features/${b.sectionId}`;
  const manifest = JSON.stringify({ exposes: [{ assets: { js: { sync: [b.chunk] } } }] });
  const routes = JSON.stringify({ buildId: b.sectionId, routes: [{ path: '/features/' }] });
  const hashes = { manifest: sha256(manifest), routes: sha256(routes) };
  const pointer = { shell: { buildId: b.shellId }, sections: { features: { buildId: b.sectionId, hashes } } };
  write('remotes.json', JSON.stringify(pointer));
  write(`_shell/${b.shellId}/${b.shellMain}`, `load("${b.chunk}")`);
  write(`_shell/${b.shellId}/main.a723970b5d.css`, 'body{margin:0}');
  write(`${section}/mf-manifest.json`, manifest);
  write(`${section}/routes.json`, routes);
  write(`${section}/${b.chunk}`, b.chunkCode);
  write(`${section}/ssr/page-keys.json`, JSON.stringify({ '/features/': sha256(b.chunkCode) }));
  const data = `<script type="application/json">${JSON.stringify(pointer)}</script>`;
  const head = `<link href="/_shell/${b.shellId}/main.a723970b5d.css"><script src="/_shell/${b.shellId}/${b.shellMain}">`;
  write('.pages/live/features/index.html', `${head}${data}${b.page}`);
  mkdirSync(join(dir, 'features'));
  symlinkSync('../.pages/live/features/index.html', join(dir, 'features/index.html'));
  if (b.extraPage) write('faq/index.html', b.extraPage);
  return dir;
}

// What moving code does to a build: other build ids, other chunk names and bytes, so other hashes.
const moved: Build = {
  ...base,
  shellId: 'bbbbbbbbbbbb',
  sectionId: 'dddddddddddd',
  shellMain: 'main.77e1c0ffee.js',
  chunk: '2210.js',
  chunkCode: 'console.log(2210)',
};

test('a build whose code moved (chunks renamed, their bytes changed) reads the same', () => {
  const r = compareForReader(site(base), site(moved));
  expect(Object.values(r.differing).flat()).toEqual([]);
  expect(r).toMatchObject({ onlyA: [], onlyB: [], compared: { html: 1, json: 3, css: 1 } });
  expect(r.code).toMatchObject({
    '_shell/<shell-build>': { files: [1, 1], same: 0, renamedOnly: 1, withoutTwin: [0, 0] },
    '_mf/features/<features-build>': { files: [2, 2], same: 0, renamedOnly: 0, withoutTwin: [2, 2] },
  });
  // The default mode judges every byte, chunks included.
  expect(compareSites(site(base), site(moved)).differing.length).toBeGreaterThan(0);
});

test('a chunk renamed but otherwise the same is counted as renamed only', () => {
  const r = compareForReader(site(base), site({ ...base, chunk: '2210.js' }));
  expect(r.code['_mf/features/<features-build>']).toMatchObject({ same: 1, renamedOnly: 1, withoutTwin: [0, 0] });
});

test('a changed sentence in a page still differs, with the code moved as well', () => {
  const r = compareForReader(site(base), site({ ...moved, page: '<p>Checkpoints keep all your work.</p>' }));
  expect(r.differing.html).toEqual(['features/index.html']);
  expect(r.firstDifference.html).toContain('keep all your work');
});

test('a hash-like word in a page is not normalised unless it names a published file', () => {
  const r = compareForReader(
    site({ ...base, page: '<p>Fixed in 3a9ab54cce.</p>' }),
    site({ ...base, page: '<p>Fixed in 77e1c0ffee.</p>' }),
  );
  expect(r.differing.html).toEqual(['features/index.html']);
});

test('a page on one side only is reported', () => {
  const r = compareForReader(site(base), site({ ...moved, extraPage: '<p>FAQ</p>' }));
  expect(r.onlyB).toEqual(['faq/index.html']);
});

test('generated file names: content hashes and chunk ids, nothing else', () => {
  expect(generatedForm('main.3a9ab54cce.js')).toBe('main.<hash>.js');
  expect(generatedForm('074efb411a.js')).toBe('<hash>.js');
  expect(generatedForm('1044.js')).toBe('<id>.js');
  expect(generatedForm('219.css')).toBe('<id>.css');
  expect(generatedForm('404.html')).toBeUndefined();
  expect(generatedForm('search-shard.json')).toBeUndefined();
  expect(generatedForm('decade.js')).toBeUndefined();
});
