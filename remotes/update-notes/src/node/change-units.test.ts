import { expect, test } from '@rstest/core';
import { changeUnits } from './change-units.ts';

const body = [
  'An intro naming #1 that is no one change.',
  '',
  '## Features',
  '',
  '### Message queueing',
  '',
  'Send while Roo works (#6167; thanks @a).',
  '',
  '- A detail of the feature (#6168).',
  '',
  '## Fixes',
  '',
  '- A fix (#6200).',
  '  - with a nested point (#6201).',
  '- Another fix.',
  '',
  'A closing paragraph under Fixes (#6300).',
  '',
].join('\n');

test('an entry body is cut into its changes: list items, ### features and other blocks, the intro left out', () => {
  const units = changeUnits(body);
  expect(units.map((u) => [u.kind, u.group, u.cites])).toEqual([
    ['item', 'Features', ['6168']],
    ['feature', 'Features', ['6167']],
    ['item', 'Fixes', ['6200', '6201']],
    ['item', 'Fixes', []],
    ['block', 'Fixes', ['6300']],
  ]);
  // A feature's text is its heading and paragraphs; its list's items are changes of their own.
  expect(units[1]!.text).toBe('### Message queueing\n\nSend while Roo works (#6167; thanks @a).');
});

test('each change knows where its pull requests go and where a citation is written', () => {
  const [detail, feature, fix] = changeUnits(body);
  // A feature's list goes after everything under its heading, its items' lists included.
  expect(body.slice(0, feature!.insertAt).endsWith('- A detail of the feature (#6168).')).toBe(true);
  expect(detail!.insertAt).toBe(feature!.insertAt);
  // An item's nested list is indented to its text; its citation goes at the end of its first paragraph.
  expect(fix!.indent).toBe('  ');
  expect(body.slice(0, fix!.citeAt).endsWith('- A fix (#6200).')).toBe(true);
  expect(body.slice(0, fix!.insertAt).endsWith('with a nested point (#6201).')).toBe(true);
});
