import { expect, test } from '@rstest/core';
import { forkOwners } from './fork-heads.ts';
import { githubUsers } from './pull-requests.ts';

test('an address that heads two branches of one fork is its owner; one branch or two owners name no one', () => {
  const ownerOf = forkOwners([
    { email: 'sam@example.com', owner: 'samhvw8' },
    { email: 'SAM@example.com', owner: 'samhvw8' },
    { email: 'kevin@example.com', owner: 'Kilo-Org' },
    { email: 'matt@example.com', owner: 'alice' },
    { email: 'matt@example.com', owner: 'alice' },
    { email: 'matt@example.com', owner: 'bob' },
  ]);
  expect(ownerOf('sam@example.com')).toBe('samhvw8');
  expect(ownerOf('kevin@example.com')).toBeNull();
  expect(ownerOf('matt@example.com')).toBeNull();
  expect(ownerOf('nobody@example.com')).toBeNull();
});

test('the fork owner is asked only when the history names no GitHub user for an identity', () => {
  const userOf = githubUsers(
    [{ name: 'Daniel', email: '1+daniel-lxs@users.noreply.github.com' }],
    [],
    forkOwners([
      { email: 'sam@example.com', owner: 'samhvw8' },
      { email: 'sam@example.com', owner: 'samhvw8' },
      { email: 'daniel@example.com', owner: 'someone' },
      { email: 'daniel@example.com', owner: 'someone' },
    ]),
  );
  expect(userOf({ name: 'Sam Hoang Van', email: 'sam@example.com' })).toBe('samhvw8');
  expect(userOf({ name: 'Daniel', email: 'daniel@example.com' })).toBe('daniel-lxs');
});
