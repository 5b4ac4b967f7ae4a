import { expect, test } from '@rstest/core';
import { pathWords } from './not-found-words.ts';

test('the words of a mistyped path, without its file ending, separators or the part of the docs', () => {
  expect(pathWords('/features/chekpoints')).toBe('chekpoints');
  expect(pathWords('/features/custom_modes.html')).toBe('custom modes');
  expect(pathWords('/providers/open-router/')).toBe('open router');
  expect(pathWords('/docs/features/Boomerang%20Tasks')).toBe('features Boomerang Tasks');
});

test('a version keeps its dots; a path of one segment keeps it; noise words go', () => {
  expect(pathWords('/update-notes/v3.28.99')).toBe('v3.28.99');
  expect(pathWords('/providers')).toBe('providers');
  expect(pathWords('/en/index.html')).toBe('');
  expect(pathWords('/no-such-page-here')).toBe('');
  expect(pathWords('/how-to-use-mcp')).toBe('use mcp');
  expect(pathWords('/a/%E0%A4%A')).toBe('E0 A4');
});
