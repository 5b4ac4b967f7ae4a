import { expect, test } from '@rstest/core';
import { patch, pr, pulls } from './fixtures/entries.ts';
import { pullProblems } from './follow-ups.ts';

const data = pulls({ '3.25.21': [pr('7203', 'feature')], '3.25.23': [pr('7332', 'change', { reverts: '7203' })] }, '3.25.23');

test('an entry names only pull requests of its own releases, or issues; `pulls` only past the pull request file', () => {
  const own = patch('3.25.21', undefined, '', '## Fixes\n\n- Modes load from files (#7203).\n');
  const issue = patch('3.25.22', undefined, 'issues: [7294]\n', '## Fixes\n\n- Requested in #7294.\n');
  expect(pullProblems([own, issue], data)).toEqual([]);
  const foreign = patch('3.25.23', undefined, '', '## Fixes\n\n- Undoes #7203 of the release before.\n');
  expect(pullProblems([foreign], data)).toEqual([
    "entries/v3.25.23.mdx: body: #7203 is a pull request of 3.25.21, not of 3.25.23; name it on its own release's page",
  ]);
  const listed = patch('3.25.23', undefined, 'pulls: [7332]\n');
  expect(pullProblems([listed], data)[0]).toMatch(/pulls: 3\.25\.23 is covered by sources\/pull-requests\.json/);
  // A release after the file names its pull requests itself.
  const next = patch('3.26.0', undefined, 'pulls: [7400]\n', '## Fixes\n\n- New (#7400).\n');
  expect(pullProblems([next], data)).toEqual([]);
});

test('`fixes` names a pull request that an earlier release shipped', () => {
  expect(pullProblems([patch('3.25.23', undefined, 'fixes: [7203]\n')], data)).toEqual([]);
  expect(pullProblems([patch('3.25.21', undefined, 'fixes: [7332]\n')], data)).toEqual([
    'entries/v3.25.21.mdx: fixes.0: #7332 shipped in 3.25.23, not before 3.25.21',
  ]);
  expect(pullProblems([patch('3.25.23', undefined, 'fixes: [1]\n')], data)).toEqual([
    'entries/v3.25.23.mdx: fixes.0: #1 is no pull request of sources/pull-requests.json',
  ]);
});

test('an entry never names a pull request that its own release reverted again: that change never shipped', () => {
  const undone = pulls({ '3.25.21': [pr('7207', 'fix'), pr('7208', 'change', { reverts: '7207' }), pr('7209', 'fix')] });
  const entry = patch('3.25.21', undefined, '', '## Fixes\n\n- A fix (#7207).\n- Another (#7209).\n');
  expect(pullProblems([entry], undone)).toEqual([
    'entries/v3.25.21.mdx: body: #7207 was reverted before 3.25.21 shipped; a change that never reached users is left out',
  ]);
});
