import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { pullProblems } from './follow-ups.ts';
import { PULL_REQUEST_FILE, pullRequestFileSchema, readPullRequests } from './pull-request-data.ts';
import { readEntries } from './read-entries.ts';

// The remote's own data, as scripts/release-references.ts wrote it from the extension's history.
const remote = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../..');

test('sources/pull-requests.json has the schema: one release per pull request, titles, authors, kinds, known reverts', async () => {
  const raw = JSON.parse(await readFile(join(remote, PULL_REQUEST_FILE), 'utf8'));
  expect(pullRequestFileSchema.safeParse(raw).error?.issues ?? []).toEqual([]);
  const data = readPullRequests(remote);
  expect(data.through).toBe('3.28.17');
  expect(data.byNumber.size).toBeGreaterThan(3000);
  // Spot checks against the history at the tags: the merge of message queueing, and a rollback.
  expect(data.byNumber.get('6167')).toMatchObject({ release: '3.25.0', pull: { kind: 'feature', author: 'roomote[bot]' } });
  expect(data.revertedBy.get('7203')).toMatchObject({ release: '3.25.23', pull: { n: '7332' } });
  // A number that no tag merged (the chatbox styling commit of 2025-08-04) is in no release.
  expect(data.byNumber.has('5352')).toBe(false);
  const bad = structuredClone(raw);
  bad.releases['3.25.0'][0].reverts = '999999';
  expect(pullRequestFileSchema.safeParse(bad).error?.issues.map((i) => i.message)).toEqual([
    `#${raw.releases['3.25.0'][0].n} reverts #999999, which no release merged`,
  ]);
});

test('every entry names only pull requests of its own tag range (or issues), and every release of the file but 2.1.1 has a page', async () => {
  const entries = await readEntries(join(remote, 'entries'));
  const data = readPullRequests(remote);
  expect(pullProblems(entries, data)).toEqual([]);
  const paged = new Set(entries.flatMap((e) => (e.kind === 'patch' ? (e.covers ?? [e.version]) : [])));
  // 2.1.1, the first release of the fork, is the one the site's inventory has no page for.
  expect([...data.releases.keys()].filter((v) => !paged.has(v))).toEqual(['2.1.1']);
});
