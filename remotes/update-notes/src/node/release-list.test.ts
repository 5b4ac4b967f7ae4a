import { expect, test } from '@rstest/core';
import { releaseListSchema } from '@roo-docs/schemas/site';
import { patch, series } from './fixtures/entries.ts';
import { changeGroups, releaseList } from './release-list.ts';

const body = [
  '## Provider and model updates',
  '',
  '### Claude Haiku 4.5',
  '',
  'Now on the [Anthropic provider](/providers/anthropic).',
  '',
  '```json',
  '- not a change',
  '```',
  '',
  '## Fixes',
  '',
  '- The `zh-TW` label is right (#8631; thanks @someone).',
  '',
].join('\n');

test('changes by group: headings and bullets as plain text, credits and code left out', () => {
  expect(changeGroups(body)).toEqual([
    { group: 'Provider and model updates', changes: ['Claude Haiku 4.5'] },
    { group: 'Fixes', changes: ['The zh-TW label is right.'] },
  ]);
});

test('the list holds patches newest first, passes its schema and links page and twin', () => {
  const list = releaseList([
    patch('3.28.9', '2025-09-30'),
    series('3.28', ['3.28.9', '3.28.10']),
    patch('3.28.10', '2025-10-02', 'impact: breaking\nactions: [Check the new default of the setting.]\n'),
    patch('3.27.0'),
  ]);
  expect(releaseListSchema.parse(list)).toEqual(list);
  expect(list.releases.map((r) => r.version)).toEqual(['3.28.10', '3.28.9', '3.27.0']);
  expect(list.releases[0]).toMatchObject({
    impact: 'breaking',
    highlights: ['Highlight of release 3.28.10'],
    actions: ['Check the new default of the setting.'],
    groups: [{ group: 'Fixes', changes: ['A fix.'] }],
    page: '/update-notes/v3.28.10',
    markdown: '/update-notes/v3.28.10.md',
  });
  expect(list.releases[2]).not.toHaveProperty('date');
});
