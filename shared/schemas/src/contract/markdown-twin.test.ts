import { expect, test } from '@rstest/core';
import { markdownFileOf, markdownPathOf, markdownUrlOf } from './markdown-twin.ts';

test('a route’s twin is <path>.md, its trailing slash dropped; the home page’s is /index.md', () => {
  expect(markdownPathOf('/features/checkpoints')).toBe('/features/checkpoints.md');
  expect(markdownPathOf('/')).toBe('/index.md');
  expect(markdownPathOf('/features/')).toBe('/features.md');
  expect(markdownFileOf('/update-notes/v3.28.17')).toBe('update-notes/v3.28.17.md');
  expect(markdownUrlOf('/faq')).toBe('https://docs.roocode.com/faq.md');
});
