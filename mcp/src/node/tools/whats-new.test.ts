import assert from 'node:assert/strict';
import { describe, test } from '@rstest/core';
import type { ReleaseListEntry } from '@roo-docs/schemas/contract';
import { compareVersions, releasesBetween, releaseText } from './whats-new.ts';

const entry = (version: string): ReleaseListEntry => ({
  version,
  summary: `Summary of ${version}.`,
  impact: 'none',
  highlights: [`Highlight of ${version}`],
  actions: version === '3.28.10' ? ['Reload the window'] : [],
  groups: [{ group: 'Fixes', changes: [`A fix in ${version}`] }],
  page: `/update-notes/v${version}`,
  markdown: `/update-notes/v${version}.md`,
});
// Out of order on purpose: the tool sorts, it does not trust the file's order.
const RELEASES = ['3.28.9', '3.28.17', '3.28.10', '3.27.0', '3.28.2'].map(entry);

describe('whats_new', () => {
  test('versions compare by number, not by text; a series is its .0 release', () => {
    assert.ok(compareVersions('3.28.10', '3.28.9') > 0);
    assert.equal(compareVersions('v3.28', '3.28.0'), 0);
    assert.throws(() => compareVersions('latest', '3.28'), /not a version/);
  });

  test('releases after since and up to until, newest first', () => {
    assert.deepEqual(
      releasesBetween(RELEASES, '3.28.2').map((r) => r.version),
      ['3.28.17', '3.28.10', '3.28.9'],
    );
    assert.deepEqual(
      releasesBetween(RELEASES, '3.27', '3.28.9').map((r) => r.version),
      ['3.28.9', '3.28.2'],
    );
    assert.deepEqual(releasesBetween(RELEASES, '3.28.17'), []);
    assert.throws(() => releasesBetween(RELEASES, '3.28.10', '3.28.2'), /before since_version/);
  });

  test('highlights and actions come before the groups of changes', () => {
    const text = releaseText(entry('3.28.10'), 'https://docs.example.com');
    const at = (s: string) => text.indexOf(s);
    assert.ok(at('Highlight of 3.28.10') < at('Reload the window') && at('Reload the window') < at('A fix in 3.28.10'), text);
    assert.ok(text.includes('https://docs.example.com/update-notes/v3.28.10'));
  });
});
