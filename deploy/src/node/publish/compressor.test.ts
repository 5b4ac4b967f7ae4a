import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from '@rstest/core';
import { Compressor } from './compressor.ts';
import { PageStaging } from './page-staging.ts';
import { PublishStepError } from './step-error.ts';

// A real full disk: a tmpfs of the test's own (root only) with inodes for the pages but not their twins.
const PAGES = 6;
let mnt: string;
const inodesUsed = () => Number(execFileSync('df', ['--output=iused', mnt], { encoding: 'utf8' }).trim().split('\n').pop());

beforeAll(async () => {
  mnt = await mkdtemp(join(tmpdir(), 'twins-full-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m,nr_inodes=1000', 'tmpfs', mnt]);
});
afterAll(() => {
  spawnSync('umount', ['--lazy', mnt], { stdio: 'ignore' });
});

test('page twins that run out of disk while other work goes on fail the publish at its precompress step, never unhandled', async () => {
  const staging = join(mnt, 'staging');
  await mkdir(staging);
  // Room for every page and one twin: the next twin gets ENOSPC.
  execFileSync('mount', ['-o', `remount,nr_inodes=${inodesUsed() + PAGES + 1}`, mnt]);
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const compressor = new Compressor();
    const pages = new PageStaging(staging, compressor, undefined);
    for (let i = 0; i < PAGES; i++) pages.write(`page-${i}.html`, `<main>${`Page ${i} of the release. `.repeat(200)}</main>`);
    // The publish goes on (site-wide files, other sections) while the twins are written and fail.
    await new Promise((r) => setTimeout(r, 500));
    const failure = await compressor.finish(staging, join(mnt, 'no-live-pages')).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PublishStepError);
    expect((failure as PublishStepError).step).toBe('precompress');
    expect((failure as Error).message).toMatch(
      /^publish failed at step 'precompress' \(writing the \.br and \.gz twins of .*page-\d\.html\): ENOSPC: no space left on device/,
    );
    // Once a page's twins failed, the next page is refused with the same failure: rendering on would fill the disk further.
    expect(() => pages.write('page-late.html', 'x'.repeat(2000))).toThrow(failure as Error);
    expect(unhandled).toEqual([]);
    expect((await readdir(staging)).filter((f) => f.endsWith('.html'))).toHaveLength(PAGES);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
