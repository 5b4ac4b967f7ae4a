import { expect, test } from '@rstest/core';
import { firstReleaseOfPulls, pullOfSubject, releaseOfPull } from './pull-releases.ts';

test('a subject names the pull request it merged: squash, merge commit, revert; direct commits none', () => {
  expect(pullOfSubject('fix: chat focus (#5349)')).toBe('5349');
  expect(pullOfSubject('Merge pull request #42 from user/branch')).toBe('42');
  expect(pullOfSubject('Revert "feat: x (#7188)" (#7594)')).toBe('7594');
  expect(pullOfSubject('Revert PR #7188 - restore temperature')).toBeNull();
  expect(pullOfSubject('chore: bump version to 3.28.17')).toBeNull();
});

test('each pull request goes to the first release, in version order, whose new commits merged it', () => {
  const releases = firstReleaseOfPulls([
    { version: '3.25.10', subjects: ['c (#6811)', 'cherry-pick of a (#6689)'] },
    { version: '3.25.9', subjects: ['a (#6689)', 'b (#6784)', 'a again (#6689)'] },
    { version: '3.25.11', subjects: ['release notes'] },
  ]);
  expect(releases).toEqual({ '3.25.9': ['6689', '6784'], '3.25.10': ['6811'] });
  expect(releaseOfPull(releases).get('6811')).toBe('3.25.10');
});
