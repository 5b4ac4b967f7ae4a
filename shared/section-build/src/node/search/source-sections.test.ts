import { beforeAll, expect, test } from '@rstest/core';
import { mdxPackages } from '../mdx/packages.ts';
import { sourceSections } from './source-sections.ts';

beforeAll(async () => {
  await mdxPackages();
});

test('a page is cut at its h2 and h3 headings, with their anchors, and code is left out', () => {
  const text = [
    '---',
    'title: Probe',
    'description: A page.',
    '---',
    '',
    'Intro words and a [link](/x).',
    '',
    '## First part',
    '',
    '- one item',
    '- two <Setting id="enableCheckpoints" /> items',
    '',
    '```js',
    'const hidden = 1;',
    '```',
    '',
    '### Deeper',
    '',
    'Deep *words*.',
  ].join('\n');
  expect(sourceSections(text, 'Probe')).toEqual([
    { anchor: '', title: 'Probe', parents: [], text: 'Intro words and a link.' },
    { anchor: 'first-part', title: 'First part', parents: [], text: 'one item two items' },
    { anchor: 'deeper', title: 'Deeper', parents: ['First part'], text: 'Deep words.' },
  ]);
});

test('a page that does not parse keeps its title findable', () => {
  expect(sourceSections('Broken <Setting id="x" text\n', 'Probe')).toEqual([
    { anchor: '', title: 'Probe', parents: [], text: '' },
  ]);
});

test('a part marked search-skip is left out with its headings, as the build leaves it out of the rendered page', () => {
  const text =
    '## Fixes\n\nA fix.\n\n<section className="search-skip">\n\n## Credits\n\n- Credited: [@someone](https://github.com/someone)\n\n</section>\n';
  expect(sourceSections(text, 'Probe')).toEqual([{ anchor: 'fixes', title: 'Fixes', parents: [], text: 'A fix.' }]);
});
