import { mkdir, mkdtemp, realpath, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { fileFor, SiteRoot } from './find-file.ts';
import { cacheControl, sitePath } from './site-path.ts';

test('build folders and content-addressed assets are immutable; the rest revalidates', () => {
  expect(cacheControl('/_mf/features/abcdef123456/remoteEntry.1234567890.js')).toContain('immutable');
  expect(cacheControl('/_shell/abcdef123456/main.1234567890.js')).toContain('immutable');
  expect(cacheControl('/_assets/0123456789abcdef.svg')).toContain('immutable');
  expect(cacheControl('/remotes.json')).toBe('no-cache');
  expect(cacheControl('/features/checkpoints/')).toBe('no-cache');
  expect(cacheControl('/_mf/features/not-a-build/x.js')).toBe('no-cache');
});

test('a URL path names a site path only when decoded and collapsed it is public', () => {
  expect(sitePath('/features//checkpoints')).toBe('/features/checkpoints');
  expect(sitePath('/a%20b')).toBe('/a b');
  for (const path of [
    '/_mf/features/abcdef123456/ssr/index.mjs',
    '/_mf/%2Ffeatures/abcdef123456/ssr/index.mjs',
    '/_mf/features%2Fabcdef123456%2Fssr/index.mjs',
    '/_MF/features/abcdef123456/SSR/index.mjs',
    '/.deploy/lock',
    '/x/%2e%2e/.deploy',
    '/a%5C..%5Cb',
    '/a%00',
    '/%E0%A4%A',
  ])
    expect(sitePath(path), path).toBeNull();
});

test('maps paths to files and refuses traversal and private folders', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'origin-'));
  const root = new SiteRoot(dir);
  const real = await realpath(dir);
  await mkdir(join(dir, 'faq'), { recursive: true });
  await mkdir(join(dir, '.deploy'), { recursive: true });
  await writeFile(join(dir, 'faq/index.html'), 'faq');
  await writeFile(join(dir, '.deploy/lock'), '1');
  await writeFile(join(dir, 'remotes.json'), '{}');
  expect(fileFor(root, '/faq')?.file).toBe(join(real, 'faq/index.html'));
  expect(fileFor(root, '/faq/')?.file).toBe(join(real, 'faq/index.html'));
  expect(fileFor(root, '/remotes.json')?.file).toBe(join(real, 'remotes.json'));
  expect(fileFor(root, '/.deploy/lock')).toBeNull();
  expect(fileFor(root, '/../etc/passwd')).toBeNull();
  expect(fileFor(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
  expect(fileFor(root, '/%E0%A4%A')).toBeNull();
  expect(fileFor(root, '/nope')).toBeNull();
});

test('symlinks are followed inside the site and refused when they lead out of it', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'origin-links-'));
  const outside = await mkdtemp(join(tmpdir(), 'outside-'));
  const real = await realpath(dir);
  await mkdir(join(dir, '.deploy/sections/features-1/checkpoints'), { recursive: true });
  await writeFile(join(dir, '.deploy/sections/features-1/checkpoints/index.html'), 'page');
  await writeFile(join(outside, 'secret.txt'), 'secret');
  // A section folder that is a link to its current build, as a section switch-over may lay it out.
  await symlink(join(dir, '.deploy/sections/features-1'), join(dir, 'features'));
  await symlink(outside, join(dir, 'elsewhere'));
  await symlink(join(outside, 'secret.txt'), join(dir, 'secret.txt'));
  const root = new SiteRoot(dir);
  expect(fileFor(root, '/features/checkpoints')?.file).toBe(join(real, '.deploy/sections/features-1/checkpoints/index.html'));
  expect(fileFor(root, '/elsewhere/secret.txt')).toBeNull();
  expect(fileFor(root, '/secret.txt')).toBeNull();
});
