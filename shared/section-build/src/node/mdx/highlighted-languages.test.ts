import { expect, test } from '@rstest/core';
import { createHighlighter } from 'shiki';
import { VFile } from 'vfile';
import { HIGHLIGHTED_LANGUAGES } from './highlighted-languages.ts';
import { mdxPackages } from './packages.ts';
import { mdxCompileOptions } from './pipeline.ts';
import { CODE_LANGUAGES } from './shiki-options.ts';

test('the languages held as data are the ones a highlighter knows after loading the site languages', async () => {
  const highlighter = await createHighlighter({ themes: [], langs: [...CODE_LANGUAGES] });
  expect([...HIGHLIGHTED_LANGUAGES].sort()).toEqual([...highlighter.getLoadedLanguages()].sort());
  highlighter.dispose();
});

test('the dev server highlights a page as a build does, loading only its grammars', async () => {
  const { compile } = await mdxPackages();
  const page = [
    '# Code',
    '',
    '```zsh',
    'echo hi',
    '```',
    '',
    '```fish',
    'echo hi',
    '```',
    '',
    '```json',
    '{"a": 1}',
    '```',
    '',
  ].join('\n');
  const compiled = async (mode: 'development' | 'production') =>
    String(await compile(new VFile({ path: 'page.mdx', value: page }), mdxCompileOptions(mode)));
  // Development first: the process-wide highlighter has loaded no grammar yet.
  const dev = await compiled('development');
  const build = await compiled('production');
  expect(dev).toBe(build);
  expect(build).toContain('"language-text"'); // fish is not a site language
  expect(build).toContain('"language-zsh"');
});
