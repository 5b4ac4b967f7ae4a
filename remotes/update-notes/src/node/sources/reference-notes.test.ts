import { expect, test } from '@rstest/core';
import { referenceNotesLines } from './reference-notes.ts';

const PAGE = [
  '# Roo Code 3.24.0 Release Notes',
  '* **Error Boundaries**: no crash (thanks KJ7LNW, elianiva!) ([#5085](https://github.com/RooCodeInc/Roo-Code/pull/5085))',
  '* Plain line without references',
  '* Fix math (see [#1173](https://github.com/RooVetGit/Roo-Code/issues/1173))',
].join('\n');

test('a patch page gives one entry per line that links or thanks, under the page’s version', () => {
  expect(referenceNotesLines('v3.24.0.mdx', PAGE)).toEqual([
    { version: '3.24.0', refs: { pulls: ['5085'], issues: [], credits: ['KJ7LNW', 'elianiva'] } },
    { version: '3.24.0', refs: { pulls: [], issues: ['1173'], credits: [] } },
  ]);
});

test('series pages and other files are not release pages', () => {
  expect(referenceNotesLines('v3.24.mdx', PAGE)).toBeNull();
  expect(referenceNotesLines('index.md', PAGE)).toBeNull();
});
