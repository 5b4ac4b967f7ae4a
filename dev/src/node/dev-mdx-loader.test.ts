import { expect, test } from '@rstest/core';
import devMdx from './dev-mdx-loader.js';
import { lastGoodPages } from './last-good-pages.js';

const contextFor = (resourcePath: string, watched: string[] = []) => ({
  resourcePath,
  getOptions: () => ({ catalogueDir: '/catalogue' }),
  addDependency: (file: string) => watched.push(file),
  addMissingDependency: () => {},
});

test('a page depends on the catalogue file of each provider its model tables show, and is passed on unchanged', () => {
  const watched: string[] = [];
  const page =
    'Intro.\n\n<ModelTable provider="anthropic" />\n\n<ModelTable caption="x" provider=\'open-router\'/>\n<Other provider="no" />\n';
  expect(devMdx.call(contextFor('/a.mdx', watched), page)).toBe(page);
  expect(watched).toEqual(['/catalogue/anthropic.json', '/catalogue/open-router.json']);
});

test('a page saved with a mistake is compiled as it last compiled, until its text changes again', () => {
  lastGoodPages.set('/b.mdx', { failing: 'Broken <Setting', good: 'Good text.' });
  try {
    expect(devMdx.call(contextFor('/b.mdx'), 'Broken <Setting')).toBe('Good text.');
    expect(devMdx.call(contextFor('/b.mdx'), 'Newer text.')).toBe('Newer text.');
    // Saved again before the dev server read it: a text that does not parse gets the good one too.
    expect(devMdx.call(contextFor('/b.mdx'), 'Newer <Broken number={1} \n')).toBe('Good text.');
    expect(devMdx.call(contextFor('/c.mdx'), 'Broken <Setting')).toBe('Broken <Setting');
  } finally {
    lastGoodPages.delete('/b.mdx');
  }
});

test('a page caught half-written (its front matter gone) is compiled as it last compiled', () => {
  const good = '---\ntitle: T\ndescription: D\n---\n\nGood text.\n';
  lastGoodPages.set('/d.mdx', { failing: 'Broken <Setting', good });
  try {
    expect(devMdx.call(contextFor('/d.mdx'), '')).toBe(good);
    expect(devMdx.call(contextFor('/d.mdx'), 'Body only.\n')).toBe(good);
    const newer = '---\ntitle: T2\ndescription: D\n---\n\nNewer.\n';
    expect(devMdx.call(contextFor('/d.mdx'), newer)).toBe(newer);
  } finally {
    lastGoodPages.delete('/d.mdx');
  }
});
