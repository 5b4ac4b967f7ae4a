import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { cacheControl, fileFor } from './serve.ts';

test('build folders and content-addressed assets are immutable; the rest revalidates', () => {
  expect(cacheControl('/_mf/features/abcdef123456/remoteEntry.1234567890.js')).toContain('immutable');
  expect(cacheControl('/_shell/abcdef123456/main.1234567890.js')).toContain('immutable');
  expect(cacheControl('/_assets/0123456789abcdef.svg')).toContain('immutable');
  expect(cacheControl('/remotes.json')).toBe('no-cache');
  expect(cacheControl('/features/checkpoints/')).toBe('no-cache');
  expect(cacheControl('/_mf/features/not-a-build/x.js')).toBe('no-cache');
});

test('maps paths to files and refuses traversal and private folders', async () => {
  const root = await mkdtemp(join(tmpdir(), 'origin-'));
  await mkdir(join(root, 'faq'), { recursive: true });
  await mkdir(join(root, '.deploy'), { recursive: true });
  await writeFile(join(root, 'faq/index.html'), 'faq');
  await writeFile(join(root, '.deploy/lock'), '1');
  await writeFile(join(root, 'remotes.json'), '{}');
  expect(await fileFor(root, '/faq')).toBe(join(root, 'faq/index.html'));
  expect(await fileFor(root, '/faq/')).toBe(join(root, 'faq/index.html'));
  expect(await fileFor(root, '/remotes.json')).toBe(join(root, 'remotes.json'));
  expect(await fileFor(root, '/.deploy/lock')).toBeNull();
  expect(await fileFor(root, '/../etc/passwd')).toBeNull();
  expect(await fileFor(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
  expect(await fileFor(root, '/%E0%A4%A')).toBeNull();
  expect(await fileFor(root, '/nope')).toBeNull();
});
