import { expect, test } from '@rstest/core';
import * as facts from '@roo-docs/mdx-kit/facts';
import { unknownFactIds } from './fact-ids.ts';

test('an id its table lacks is refused at its tag, naming the facts file; a known one, or one not a literal, passes', () => {
  const uses = [
    { name: 'Shortcut', line: 1, column: 7, id: 'no-such-shortcut' },
    { name: 'Setting', line: 1, column: 40, id: 'enableCheckpoints' },
    { name: 'Fact', line: 3, column: 1, id: 'noSuchStatement' },
    { name: 'Label', line: 4, column: 1 },
    { name: 'Admonition', line: 5, column: 1, id: 'whatever' },
  ];
  expect(unknownFactIds(uses, facts)).toEqual([
    {
      line: 1,
      column: 7,
      reason: "Unknown Shortcut id 'no-such-shortcut': add it to shared/mdx-kit/src/facts/shortcuts.ts or fix the page",
    },
    {
      line: 3,
      column: 1,
      reason: "Unknown Fact id 'noSuchStatement': add it to shared/mdx-kit/src/facts/statements.ts or fix the page",
    },
  ]);
});

test('the tables are read as given: an id added since is known', () => {
  const uses = [{ name: 'Fact', line: 2, column: 1, id: 'brandNew' }];
  expect(unknownFactIds(uses, { ...facts, statements: { ...facts.statements, brandNew: { text: 'x' } } })).toEqual([]);
});
