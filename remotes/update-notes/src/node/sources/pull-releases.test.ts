import { expect, test } from '@rstest/core';
import { pullOfSubject, releaseOfPull } from './pull-releases.ts';

test('a subject names the pull request it merged: squash, merge commit, revert; direct commits none', () => {
  expect(pullOfSubject('fix: chat focus (#5349)')).toBe('5349');
  expect(pullOfSubject('Merge pull request #42 from user/branch')).toBe('42');
  expect(pullOfSubject('Revert "feat: x (#7188)" (#7594)')).toBe('7594');
  expect(pullOfSubject('Revert PR #7188 - restore temperature')).toBeNull();
  expect(pullOfSubject('chore: bump version to 3.28.17')).toBeNull();
});

test('releaseOfPull inverts the release lists', () => {
  const releases = releaseOfPull({ '3.25.9': ['6689', '6784'], '3.25.10': ['6811'] });
  expect(releases.get('6811')).toBe('3.25.10');
  expect(releases.get('6689')).toBe('3.25.9');
});
