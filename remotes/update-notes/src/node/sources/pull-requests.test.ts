import { expect, test } from '@rstest/core';
import {
  authorOf,
  githubUsers,
  kindOf,
  parseGitLog,
  pullRequestsOfTags,
  revertedPull,
  titleOf,
  type Commit,
} from './pull-requests.ts';

const commit = (subject: string, more: Partial<Commit> = {}): Commit => ({
  sha: 'a'.repeat(40),
  parents: ['b'.repeat(40)],
  authorName: 'Someone',
  authorEmail: 'someone@example.com',
  subject,
  body: '',
  files: ['src/core/task.ts'],
  ...more,
});

test('parseGitLog reads the format the script asks for, with the files of each commit', () => {
  const log = '\x1eabc\x1fp1 p2\x1fDaniel\x1fd@example.com\x1ffeat: x (#5)\x1fbody line\n\x1f\nsrc/a.ts\nwebview-ui/src/b.tsx\n';
  expect(parseGitLog(log)).toEqual([
    {
      sha: 'abc',
      parents: ['p1', 'p2'],
      authorName: 'Daniel',
      authorEmail: 'd@example.com',
      subject: 'feat: x (#5)',
      body: 'body line',
      files: ['src/a.ts', 'webview-ui/src/b.tsx'],
    },
  ]);
});

test('titles drop the number and the conventional prefix; a merge commit gives its body or its branch', () => {
  expect(titleOf(commit('feat: add support for message queueing (#6167)'))).toBe('Add support for message queueing');
  expect(titleOf(commit('# fix(tools): list_files works (#5176)'))).toBe('List_files works');
  expect(titleOf(commit('Merge pull request #42 from user/branch', { body: 'Add OpenRouter compression\n\nmore' }))).toBe(
    'Add OpenRouter compression',
  );
  expect(titleOf(commit('Merge pull request #1128 from RooVetGit/cte/stabilize-tests-in-ci'))).toBe('Stabilize tests in ci');
});

test('a GitHub user is found from its address, the branch owner, or a name that shares an address with a known user', () => {
  const userOf = githubUsers(
    [
      { name: 'cte', email: 'c@example.com' },
      { name: 'Chris', email: 'c@example.com' },
      { name: 'Daniel', email: '57051444+daniel-lxs@users.noreply.github.com' },
      { name: 'Sam', email: 'one@users.noreply.github.com' },
      { name: 'Sam', email: 'two@users.noreply.github.com' },
    ],
    ['cte'],
  );
  expect(userOf({ name: 'Chris', email: 'c@example.com' })).toBe('cte');
  expect(userOf({ name: 'Daniel', email: 'daniel@example.com' })).toBe('daniel-lxs');
  expect(userOf({ name: 'Sam', email: 'sam@example.com' })).toBeNull();
  expect(userOf({ name: 'Chris Hasson', email: 'CTE@example.org' })).toBe('cte');
  expect(authorOf(commit('Merge pull request #9 from KJ7LNW/fix'), userOf)).toBe('KJ7LNW');
  // A branch of the project's own repository names the organisation, not the author.
  expect(
    authorOf(commit('Merge pull request #9 from RooVetGit/fix', { authorName: 'Chris', authorEmail: 'c@example.com' }), userOf),
  ).toBe('cte');
});

test('chores, tests and changes to what the extension does not ship are internal; the rest by type', () => {
  expect(kindOf(commit('chore: bump deps (#1)'))).toBe('internal');
  expect(kindOf(commit('Changeset version bump (#6239)'))).toBe('internal');
  expect(kindOf(commit('Make PR reviewer rules generic (#6357)', { files: ['.roo/rules-pr-reviewer/1.md'] }))).toBe('internal');
  expect(kindOf(commit('Add a test (#2)', { files: ['src/core/__tests__/task.spec.ts'] }))).toBe('internal');
  expect(kindOf(commit('Farewell jest (#4607)', { files: ['src/jest.config.mjs', 'webview-ui/vitest.config.ts'] }))).toBe(
    'internal',
  );
  expect(kindOf(commit('V3.20 (#4609)'))).toBe('internal');
  expect(kindOf(commit('feat: message queueing (#6167)'))).toBe('feature');
  expect(kindOf(commit('Fix slash command highlighting (#6325)'))).toBe('fix');
  expect(kindOf(commit('Better command highlighting (#6336)', { files: ['webview-ui/src/chat/x.tsx'] }))).toBe('change');
});

test('a revert names what it undoes by commit, by number or by the title it quotes', () => {
  const bySha = new Map([['c'.repeat(40), '6275']]);
  const byTitle = new Map([
    ['enable multi-file modes', '7203'],
    ['add sse mcp support', '1495'],
  ]);
  expect(revertedPull(commit('Revert "x" (#6303)', { body: `This reverts commit ${'c'.repeat(12)}.` }), bySha, byTitle)).toBe(
    '6275',
  );
  expect(revertedPull(commit('Revert "feat: thinking for Bedrock (#4201)" (#4626)'), bySha, byTitle)).toBe('4201');
  expect(revertedPull(commit('Revert PR #7188 - restore temperature (#7594)'), bySha, byTitle)).toBe('7188');
  expect(revertedPull(commit('Revert "Enable multi-file modes" (#7332)'), bySha, byTitle)).toBe('7203');
  // Quoted with its conventional prefix, in another case, and with a number that never merged.
  expect(revertedPull(commit('Revert "feat: add SSE MCP support" (#1620)'), bySha, byTitle)).toBe('1495');
  const merged = (n: string) => n === '4481';
  const bedrock = new Map([['add reasoning budget support to bedrock models', '4481']]);
  expect(
    revertedPull(commit('Revert "feat: Add reasoning budget support to Bedrock models (#4201)" (#4626)'), bySha, bedrock, merged),
  ).toBe('4481');
  expect(revertedPull(commit('Fix revert button (#8000)'), bySha, byTitle)).toBeNull();
  // A merge commit: the revert's title in the body, the reverted number in the branch.
  const merge = commit('Merge pull request #1620 from RooVetGit/revert-1495-feature/add_sse_mcp', { body: 'Revert "x"' });
  expect(revertedPull(merge, bySha, new Map())).toBe('1495');
});

test('each pull request goes under the first release that merged it, with what it reverts', () => {
  const releases = pullRequestsOfTags(
    [
      { version: '3.25.23', commits: [commit('Revert "Load modes from files" (#7332)'), commit('a cherry-pick (#7203)')] },
      { version: '3.25.21', commits: [commit('feat: Load modes from files (#7203)')] },
    ],
    () => 'someone',
  );
  expect(releases['3.25.21']).toEqual([{ n: '7203', title: 'Load modes from files', author: 'someone', kind: 'feature' }]);
  expect(releases['3.25.23']).toEqual([
    { n: '7332', title: 'Revert "Load modes from files"', author: 'someone', kind: 'change', reverts: '7203' },
  ]);
});
