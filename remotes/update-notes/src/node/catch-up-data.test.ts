import { expect, test } from '@rstest/core';
import { catchUpData, catchUpTags, plainText, tagsOf } from './catch-up-data.ts';
import { patch } from './fixtures/entries.ts';

const tags = catchUpTags([
  { path: '/providers/bedrock', title: 'Amazon Bedrock', sidebarLabel: 'Amazon Bedrock' },
  { path: '/features/checkpoints', title: 'Checkpoints' },
  { path: '/providers/', title: 'Providers' },
  { path: '/update-notes/v3.25.0', title: 'Notes' },
]);

test('the routes a reader can filter by are provider and feature pages, named as the sidebar names them', () => {
  expect([...tags.values()]).toEqual([
    { route: '/providers/bedrock', label: 'Amazon Bedrock', group: 'provider' },
    { route: '/features/checkpoints', label: 'Checkpoints', group: 'feature' },
  ]);
  expect(tagsOf('[Bedrock](/providers/bedrock#thinking) and [it](/features/checkpoints/) and [x](/providers/)', tags)).toEqual([
    '/providers/bedrock',
    '/features/checkpoints',
  ]);
});

test('a line becomes plain text: links as their words, code as its text, facts components as what they print', () => {
  expect(
    plainText(
      '- Tick <Setting id="autoCondenseContext"/> under <Setting id="autoCondenseContext" show="location"/> on [Bedrock](/providers/bedrock) for `x` **now**.',
    ),
  ).toBe('Tick Automatically trigger intelligent context condensing under Settings → Context on Bedrock for x now.');
});

test('the catch-up data holds every patch oldest first, with its tagged lines, and lists only the tags in use', () => {
  const older = patch(
    '3.25.1',
    undefined,
    '',
    '## Fixes\n\n- [Amazon Bedrock](/providers/bedrock) works (#6162; #6161, reported by @shlgug).\n- Untagged.\n',
  );
  const newer = patch(
    '3.25.2',
    '2025-07-30',
    'impact: behaviour change\nactions: ["Turn [checkpoints](/features/checkpoints) on again."]\n',
  );
  const { data, tags: used } = catchUpData([newer, older], tags);
  expect(data.releases.map((r) => [r.version, r.impact, r.date])).toEqual([
    ['3.25.1', 'none', undefined],
    ['3.25.2', 'behaviour change', '2025-07-30'],
  ]);
  expect(data.releases[0]!.changes).toEqual([{ text: 'Amazon Bedrock works.', tags: ['/providers/bedrock'] }]);
  expect(data.releases[1]!.actions).toEqual([{ text: 'Turn checkpoints on again.', tags: ['/features/checkpoints'] }]);
  expect(used.map((t) => t.route)).toEqual(['/providers/bedrock', '/features/checkpoints']);
});
