import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from '@rstest/core';
import { folderReader } from './folder-reader.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'mcp-folder-'));
  await mkdir(join(work, 'site/.pages/live'), { recursive: true });
  await writeFile(join(work, 'site/.pages/live/faq.md'), '# FAQ\n');
  await symlink('.pages/live/faq.md', join(work, 'site/faq.md'));
  await writeFile(join(work, 'secret.txt'), 'outside');
  await symlink('../secret.txt', join(work, 'site/leak.md'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('folderReader', () => {
  test('follows the site’s own symlinks, tags a file and answers unchanged for the same tag', async () => {
    const reader = folderReader(join(work, 'site'), 'https://docs.example.com');
    const file = await reader.read('/faq.md');
    assert.ok(file && file !== 'unchanged');
    assert.equal(new TextDecoder().decode(file.bytes), '# FAQ\n');
    assert.equal(await reader.read('/faq.md', { ifTag: file.tag }), 'unchanged');
  });

  test('a symlink leading outside the folder, a folder and a missing file read as no file', async () => {
    const reader = folderReader(join(work, 'site'), 'https://docs.example.com');
    assert.equal(await reader.read('/leak.md'), null);
    assert.equal(await reader.read('/.pages'), null);
    assert.equal(await reader.read('/nothing.md'), null);
  });
});
