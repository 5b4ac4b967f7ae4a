import { expect, test } from '@rstest/core';
import { testPointer } from '../../../../tests/support/pointer.ts';
import { createSections } from './sections.ts';

const pointer = (cloud: string, features?: string) => testPointer({ cloud, ...(features ? { features } : {}) }, null);

// The shell never hydrates here, so nothing is registered: what is observed is which pointer is
// trusted, through the search function, which is new exactly when that pointer changes.
const never = new Promise<void>(() => {});

test('a newer pointer with the same builds is not trusted again; a changed or added build is', () => {
  const sections = createSections(never);
  sections.trust(pointer('aaaaaaaaaaaa'));
  const first = sections.search();
  expect(sections.search()).toBe(first);
  sections.adopt(pointer('aaaaaaaaaaaa'));
  expect(sections.search()).toBe(first);
  sections.adopt(pointer('cccccccccccc'));
  const second = sections.search();
  expect(second).not.toBe(first);
  sections.adopt(pointer('cccccccccccc', 'dddddddddddd'));
  expect(sections.search()).not.toBe(second);
});

test('a section gone from the live pointer counts as a change', () => {
  const sections = createSections(never);
  sections.trust(pointer('aaaaaaaaaaaa', 'dddddddddddd'));
  const before = sections.search();
  sections.adopt(pointer('aaaaaaaaaaaa'));
  expect(sections.search()).not.toBe(before);
});
