import { expect, test } from '@rstest/core';
import { describeRelease } from '@roo-docs/deploy';
import { parseReleaseOutput } from './release.ts';

test('the benchmark reads the figures the release command prints', () => {
  const lines = describeRelease({
    version: '3.28.18',
    route: '/update-notes/v3.28.18',
    dryRun: false,
    entryFile: 'remotes/update-notes/entries/v3.28.18.mdx',
    page: '',
    changed: ['/update-notes/v3.28.18', '/update-notes/'],
    inventory: ['shared/inventory/routes.json', 'shared/inventory/sidebar.json'],
    buildId: 'b',
    previousBuildId: 'a',
    seconds: { validate: 0.5, build: 4.25, publish: 3, total: 7.75, cpu: 12.34 },
    steps: { build: { content: 0.5, 'shard and hash': 1.2 }, publish: { prerender: 2.5, switch: 0.5 } },
    warnings: [],
  });
  expect(parseReleaseOutput(lines.join('\n'))).toEqual({
    seconds: { validate: 0.5, build: 4.3, publish: 3, total: 7.8, cpu: 12.3 },
    steps: { build: { content: 0.5, 'shard and hash': 1.2 }, publish: { prerender: 2.5, switch: 0.5 } },
  });
});
