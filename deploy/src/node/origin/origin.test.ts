import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { placeImmutable } from '../publish/copy-build.ts';
import { originAt, sectionBuildDir } from './origin.ts';

test('a section build is placed at _mf/<section>/<buildId> on the origin, whole', async () => {
  const root = await mkdtemp(join(tmpdir(), 'origin-test-'));
  try {
    const origin = originAt(join(root, 'site'));
    const dir = sectionBuildDir(origin, 'features', 'abcdef12');
    expect(dir).toBe(join(root, 'site', '_mf', 'features', 'abcdef12'));
    await mkdir(join(root, 'build'));
    await writeFile(join(root, 'build', 'routes.json'), '{}');
    await placeImmutable(join(root, 'build'), dir);
    expect(await readdir(join(root, 'site', '_mf', 'features'))).toEqual(['abcdef12']);
    expect(await readdir(dir)).toEqual(['routes.json']);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
