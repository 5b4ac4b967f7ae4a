import { expect, test } from '@rstest/core';
import { frontmatterPlace } from './frontmatter-place.ts';

const page = '---\ntitle: ""\ndescription: Fine.\n---\n\nBody.\n';

test('a field the message names is found on its line, at its value', () => {
  expect(
    frontmatterPlace(page, 'x.mdx: invalid frontmatter:\n  title: Too small: expected string to have >=1 characters'),
  ).toEqual({ line: 2, column: 8 });
});

test('a missing field points at the opening fence', () => {
  expect(frontmatterPlace(page, 'x.mdx: invalid frontmatter:\n  sidebar_label: Invalid input')).toEqual({ line: 1, column: 1 });
});

test('other messages have no frontmatter place', () => {
  expect(frontmatterPlace(page, 'x.mdx:3:1: Unexpected character')).toBeNull();
});
