import { expect, test } from '@rstest/core';
import { markdownFileOf, markdownPathOf, markdownUrlOf } from './markdown-twin.ts';

test('a route’s twin is <path>.md, or index.md in the folder of a route with a trailing slash', () => {
  expect(markdownPathOf('/features/checkpoints')).toBe('/features/checkpoints.md');
  expect(markdownPathOf('/')).toBe('/index.md');
  expect(markdownPathOf('/features/')).toBe('/features/index.md');
  expect(markdownFileOf('/update-notes/v3.28.17')).toBe('update-notes/v3.28.17.md');
  expect(markdownUrlOf('/faq')).toBe('https://docs.roocode.com/faq.md');
});
