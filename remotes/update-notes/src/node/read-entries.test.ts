import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from '@rstest/core';
import { generateContent } from './generate-content.ts';
import { clearPendingRelease, markPendingRelease } from './pending-release.ts';
import { readEntries } from './read-entries.ts';

const here = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../..');
let remote: string;

// A small copy of the remote: two real entries, the index introduction, the sidebar and the pull requests.
beforeAll(async () => {
  remote = await mkdtemp(join(tmpdir(), 'read-entries-'));
  for (const f of [
    'index-intro.mdx',
    'sidebar.json',
    'sources/pull-requests.json',
    'entries/v3.28.16.mdx',
    'entries/v3.28.17.mdx',
  ])
    await cp(join(here, f), join(remote, f), { recursive: true });
});
afterAll(() => rm(remote, { recursive: true, force: true }));

const entry = (body: string) =>
  `---\nversion: 3.28.18\nkind: patch\ndate: 2025-10-20\nsummary: A release used by this test only.\nimpact: none\nhighlights: [A fix used by this test only]\n---\n\n${body}`;

test('an entry already in entries/ whose body holds code stops the build before anything runs', async () => {
  const owned = join(remote, 'owned.txt');
  const file = join(remote, 'entries/v3.28.18.mdx');
  await writeFile(file, entry(`## Fixes\n\n- Fine.\n\n{require('fs').writeFileSync(${JSON.stringify(owned)}, 'x')}\n`));
  await expect(generateContent(remote)).rejects.toThrow(
    /entries\/v3\.28\.18\.mdx: invalid release-notes entry:\n {2}body, line 14, column 1: a \{…\} expression is code/,
  );
  await writeFile(file, entry('export const x = 1\n\n## Fixes\n\n- Fine.\n'));
  await expect(readEntries(join(remote, 'entries'))).rejects.toThrow(
    /v3\.28\.18\.mdx[^\n]*\n {2}body, line 10, column 1: import\/export/,
  );
  // A body that passed once is checked again when it changes.
  await writeFile(file, entry('## Fixes\n\n- Fine.\n'));
  expect((await readEntries(join(remote, 'entries'))).map((e) => e.version)).toEqual(['3.28.18', '3.28.17', '3.28.16']);
  await writeFile(file, entry('## Fixes\n\n- Fine <Danger/>.\n'));
  await expect(readEntries(join(remote, 'entries'))).rejects.toThrow(/line 12, column 8: <Danger> is not a component/);
  await rm(file);
});

test("another process's unfinished release keeps its entry out of every other build", async () => {
  const pending = { version: '3.28.18', entry: 'entries/v3.28.18.mdx', startedAt: 'then', origin: '/srv/site' };
  await markPendingRelease(remote, { ...pending, pid: process.pid + 1_000_000 });
  await expect(readEntries(join(remote, 'entries'))).rejects.toThrow(
    /entries\/v3\.28\.18\.mdx belongs to the release of 3\.28\.18 .* which has not finished.*npm run deploy -- repair/,
  );
  // The releasing process itself builds with it.
  await markPendingRelease(remote, { ...pending, pid: process.pid });
  expect(await readEntries(join(remote, 'entries'))).toHaveLength(2);
  await clearPendingRelease(remote);
});
