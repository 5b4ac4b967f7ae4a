import { expect, test } from '@rstest/core';
import { markdownTwin } from './twin.ts';

test('a twin starts with its title, then its URL and the release it documents, then its description', () => {
  const twin = markdownTwin({ route: '/faq', title: 'FAQ\n', description: 'Answers\nto questions.' }, '\nBody.\n\n');
  expect(twin).toBe(
    '# FAQ\n\nURL: https://docs.roocode.com/faq\nDocuments Roo Code 3.28.17 (October 2025).\n\n> Answers to questions.\n\nBody.\n',
  );
});
