import { expect, test } from '@rstest/core';
import { mdxPackages } from '@roo-docs/section-build';
import devMdx from './dev-mdx-loader.js';
import { lastGoodPages } from './last-good-pages.js';

/** What the loader gives the bundler, whether it answers at once or through its callback. */
function run(resourcePath: string, source: string, watched: string[] = []): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath,
      getOptions: () => ({ catalogueDir: '/catalogue', packages: mdxPackages }),
      addDependency: (file: string) => watched.push(file),
      addMissingDependency: () => {},
      async: () => (error: Error | null, out?: string) => (error ? reject(error) : resolve(out)),
    };
    const out = devMdx.call(context, source);
    if (out !== undefined) resolve(out);
  });
}

test('a page depends on the catalogue file of each provider its model tables show, and is passed on unchanged', async () => {
  const watched: string[] = [];
  const page =
    'Intro.\n\n<ModelTable provider="anthropic" />\n\n<ModelTable caption="x" provider=\'open-router\'/>\n<Other provider="no" />\n';
  expect(await run('/a.mdx', page, watched)).toBe(page);
  expect(watched).toEqual(['/catalogue/anthropic.json', '/catalogue/open-router.json']);
});

test('a page saved with a mistake is compiled as it last compiled, until its text changes again', async () => {
  lastGoodPages.set('/b.mdx', { failing: 'Broken <Setting', good: 'Good text.' });
  try {
    expect(await run('/b.mdx', 'Broken <Setting')).toBe('Good text.');
    expect(await run('/b.mdx', 'Newer text.')).toBe('Newer text.');
    // Saved again before the dev server read it: a text that does not parse gets the good one too.
    expect(await run('/b.mdx', 'Newer <Broken number={1} \n')).toBe('Good text.');
    expect(await run('/c.mdx', 'Broken <Setting')).toBe('Broken <Setting');
  } finally {
    lastGoodPages.delete('/b.mdx');
  }
});

test('a page caught half-written (its front matter gone) is compiled as it last compiled', async () => {
  const good = '---\ntitle: T\ndescription: D\n---\n\nGood text.\n';
  lastGoodPages.set('/d.mdx', { failing: 'Broken <Setting', good });
  try {
    expect(await run('/d.mdx', '')).toBe(good);
    expect(await run('/d.mdx', 'Body only.\n')).toBe(good);
    const newer = '---\ntitle: T2\ndescription: D\n---\n\nNewer.\n';
    expect(await run('/d.mdx', newer)).toBe(newer);
  } finally {
    lastGoodPages.delete('/d.mdx');
  }
});
