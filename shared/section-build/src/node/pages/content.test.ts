import { expect, test } from '@rstest/core';
import { routeOfContentPath } from './content.ts';

test('maps content files to routes', () => {
  expect(routeOfContentPath('index.mdx')).toBe('/');
  expect(routeOfContentPath('faq.mdx')).toBe('/faq');
  expect(routeOfContentPath('features/index.mdx')).toBe('/features/');
  expect(routeOfContentPath('update-notes/v3.28.17.mdx')).toBe('/update-notes/v3.28.17');
  expect(routeOfContentPath('features/mcp/overview.mdx')).toBe('/features/mcp/overview');
});
