import { expect, test } from '@rstest/core';
import { routeEntrySchema } from './route-table.ts';

const entry = (path: string) => ({
  path,
  title: 'Checkpoints',
  description: 'Roll a task back to an earlier state.',
  context: null,
  headings: [],
  lastUpdated: null,
  source: 'remotes/features/content/checkpoints.mdx',
  inSidebar: true,
});

test('route paths are lower case, the one spelling both servers redirect other cases to', () => {
  expect(routeEntrySchema.safeParse(entry('/features/checkpoints')).success).toBe(true);
  const mixed = routeEntrySchema.safeParse(entry('/Features/Checkpoints'));
  expect(mixed.success).toBe(false);
  expect(mixed.error?.issues[0]?.message).toBe('Route path must be lower case');
});
