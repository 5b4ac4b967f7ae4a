import { expect, test } from '@rstest/core';
import { pr } from '../fixtures/entries.ts';
import { citeAtEnd, citePulls } from './cite-pulls.ts';
import { creditedIn, matchPulls, stemsOf, wordWeights } from './match-pulls.ts';

const titles = [
  'Add PDF, DOCX and IPYNB reading to read_file',
  'Resolve Mermaid CSP errors',
  'Add Gemini 2.5 Pro 06-05',
  'Update dependency knip',
  'Fix build error',
  'Add Claude Haiku 4.5 to Bedrock',
  'Add Claude Haiku 4.5 to Vertex',
];
const weight = wordWeights(titles);

test('words are stemmed, links count by their address, components by their id, credits are read apart', () => {
  expect(stemsOf('Reads [notebooks](/features/jupyter) with <Setting id="maxImageFileSize"/>')).toEqual(
    expect.arrayContaining(['read', 'notebook', 'jupyt', 'maximagefiles', 'max', 'imag', 'file', 'size']),
  );
  expect([...creditedIn('A fix (thanks @kiwina and @xyOz-dev; by Roomote).')]).toEqual(['kiwina', 'xyoz-dev', 'roomote']);
});

test('a pull request is placed on the change that explains it clearly, never on a credit or one common word alone', () => {
  const units = [
    { text: '- `read_file` reads PDF, DOCX and notebook files again (thanks @sam).' },
    { text: '- Mermaid diagrams no longer raise errors (thanks @kj).' },
    { text: '- Claude Haiku 4.5 on Bedrock and Vertex (thanks @dev).' },
    { text: '- The build of the website moved (thanks @cte).' },
  ];
  const pulls = [
    pr('1', 'feature', { title: titles[0], author: 'sam' }),
    pr('2', 'fix', { title: titles[1], author: 'kj' }),
    pr('3', 'internal', { title: titles[3], author: 'renovate[bot]' }),
    pr('4', 'fix', { title: titles[4], author: null }),
    pr('5', 'feature', { title: titles[5], author: 'dev' }),
    pr('6', 'feature', { title: titles[6], author: 'dev' }),
  ];
  const placed = matchPulls(units, pulls, weight).map((p) => [p.n, p.unit]);
  // #4 shares one word ("build") with a change and has no author: left for the page's list.
  expect(placed).toEqual([
    ['1', 0],
    ['2', 1],
    ['5', 2],
    ['6', 2],
  ]);
});

test('a credit with one shared word is not enough when the word is a small part of the title', () => {
  const units = [{ text: '- Modes can be exported (thanks @mur).' }, { text: '- Something else.' }];
  const title = 'Add Issue Fixer Orchestrator mode';
  expect(matchPulls(units, [pr('7', 'internal', { title, author: 'mur' })], () => 1)).toEqual([]);
  // With the rest of its title there too, the credit settles it.
  const explained = [{ text: '- The Orchestrator fixer mode is exported (thanks @mur).' }, units[1]!];
  expect(matchPulls(explained, [pr('7', 'internal', { title, author: 'mur' })], () => 1).map((p) => p.unit)).toEqual([0]);
});

test('a citation joins the references group a change ends with, or opens one before its full stop', () => {
  expect(citeAtEnd('- A fix (thanks @a).', ['12'])).toBe('- A fix (#12; thanks @a).');
  expect(citeAtEnd('- See [docs](/features/x).', ['12', '13'])).toBe('- See [docs](/features/x) (#12, #13).');
  expect(citeAtEnd('- A list follows:', ['12'])).toBe('- A list follows: (#12)');
  const body = '## Fixes\n\n- Mermaid diagrams no longer raise errors (thanks @kj).\n- Other (#9).\n';
  const out = citePulls(body, [pr('2', 'fix', { title: titles[1], author: 'kj' }), pr('9', 'fix')], weight);
  expect(out.body).toBe('## Fixes\n\n- Mermaid diagrams no longer raise errors (#2; thanks @kj).\n- Other (#9).\n');
});
