import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from '@rstest/core';
import { prepareRelease } from './prepare-release.ts';

const here = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../..');
let remote: string;
let draft: string;

// A small copy of the remote: two real entries, the index introduction, the sidebar and the pull requests.
beforeAll(async () => {
  remote = await mkdtemp(join(tmpdir(), 'prepare-release-'));
  for (const f of [
    'index-intro.mdx',
    'sidebar.json',
    'sources/pull-requests.json',
    'entries/v3.28.16.mdx',
    'entries/v3.28.17.mdx',
  ])
    await cp(join(here, f), join(remote, f), { recursive: true });
  draft = join(remote, 'draft.mdx');
});
afterAll(() => rm(remote, { recursive: true, force: true }));

const entry = (extra = '') =>
  `---\nversion: 3.28.18\nkind: patch\n${extra}summary: A release used by this test only.\nimpact: none\nhighlights: [A fix used by this test only]\npulls: [9999]\n---\n\n## Fixes\n\n- Something works again (#9999).\n`;

test('a valid draft gets its date filled in and lists the pages it changes; nothing is written', async () => {
  await writeFile(draft, entry());
  const r = await prepareRelease(remote, { version: '3.28.18', date: '2025-10-20', fromFile: draft });
  expect(r.file).toBe('entries/v3.28.18.mdx');
  expect(r.text).toContain('date: 2025-10-20');
  expect(r.page).toContain('title: "Roo Code 3.28.18 Release Notes (2025-10-20)"');
  expect(r.changed).toEqual(['/update-notes/v3.28.18', '/update-notes/', '/update-notes/v3.28.17']);
  expect(await readdir(join(remote, 'entries'))).toEqual(['v3.28.16.mdx', 'v3.28.17.mdx']);
});

test('a draft that disagrees with the command line, or repeats a release, is refused with the field', async () => {
  await writeFile(draft, entry());
  await expect(prepareRelease(remote, { version: '3.28.19', date: '2025-10-20', fromFile: draft })).rejects.toThrow(
    /version: the entry says 3\.28\.18, the command releases 3\.28\.19/,
  );
  await writeFile(draft, entry('date: 2025-10-19\n'));
  await expect(prepareRelease(remote, { version: '3.28.18', date: '2025-10-20', fromFile: draft })).rejects.toThrow(
    /date: the entry says 2025-10-19, --date says 2025-10-20/,
  );
  await writeFile(draft, entry().replace(/3\.28\.18/g, '3.28.17'));
  await expect(prepareRelease(remote, { version: '3.28.17', date: '2025-10-15', fromFile: draft })).rejects.toThrow(
    /version: 3\.28\.17 is already released/,
  );
  await writeFile(draft, entry().replace('- Something works again (#9999).', '- An unclosed {brace.'));
  await expect(prepareRelease(remote, { version: '3.28.18', date: '2025-10-20', fromFile: draft })).rejects.toThrow(
    /draft\.mdx: invalid release-notes entry:\n {2}body, line 12, column 22: not valid MDX \(Unexpected end of file in expression/,
  );
  await expect(
    prepareRelease(remote, { version: '3.28.18', date: '2025-10-20', fromFile: join(remote, 'none.mdx') }),
  ).rejects.toThrow(/none\.mdx[\s\S]*file: cannot be read/);
});

const refusal = async (text: string, input: { version?: string; date?: string; backfill?: boolean } = {}) => {
  await writeFile(draft, text);
  const error = await prepareRelease(remote, { version: '3.28.18', date: '2025-10-20', fromFile: draft, ...input }).then(
    () => null,
    (e: Error) => e.message,
  );
  return error;
};

test('an MDX error is reported at its line in the draft, within the file', async () => {
  // Seventeen lines, the unclosed brace on the last one.
  const text = entry().replace(
    '- Something works again (#9999).\n',
    '- One.\n- Two.\n- Three.\n- Four.\n- Five.\n- Six {brace.\n',
  );
  expect(text.split('\n').length - 1).toBe(17);
  expect(await refusal(text)).toMatch(/draft\.mdx: invalid release-notes entry:\n {2}body, line 17, column 14: not valid MDX/);
});

test('code in a draft is refused before anything compiles or runs it', async () => {
  const owned = join(remote, 'owned.txt');
  const run = `{require('fs').writeFileSync(${JSON.stringify(owned)}, 'x')}`;
  expect(await refusal(entry().replace('- Something works again (#9999).', `- Works again. ${run}`))).toMatch(
    /body, line 12, column 16: a \{…\} expression is code/,
  );
  expect(await refusal(entry().replace('## Fixes', 'export const x = 1\n\n## Fixes'))).toMatch(
    /body, line 10, column 1: import\/export is not allowed/,
  );
  await expect(readdir(remote)).resolves.not.toContain('owned.txt');
});

test('a version older than the latest of its kind needs --backfill; a bad --date never blames the entry file', async () => {
  // 3.28.15 is in sources/pull-requests.json: its pull requests come from there, and its text may
  // name only those (#9999 is none of them).
  const listed = entry().replace(/3\.28\.18/g, '3.28.15');
  const refused = await refusal(listed, { version: '3.28.15', backfill: true });
  expect(refused).toMatch(/\n {2}pulls: 3\.28\.15 is covered by sources\/pull-requests\.json/);
  expect(refused).toMatch(/\n {2}body: #9999 is no pull request or issue the sources know, not of 3\.28\.15/);
  const old = listed.replace('pulls: [9999]\n', '').replace(' (#9999)', '');
  expect(await refusal(old, { version: '3.28.15' })).toMatch(
    /version: 3\.28\.15 is not newer than the latest patch, 3\.28\.17; to add an older release on purpose, pass --backfill/,
  );
  expect(await refusal(old, { version: '3.28.15', backfill: true })).toBeNull();
  const message = await refusal(entry(), { date: '2025-02-30' });
  expect(message).toMatch(/draft\.mdx: invalid release-notes entry:\n {2}--date: '2025-02-30' is not a calendar date/);
  expect(message).not.toMatch(/entries\/v3\.28\.18\.mdx/);
});
