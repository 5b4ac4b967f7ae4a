import { cp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Origin } from '../origin.ts';
import { release, type ReleaseReport } from '../release.ts';

const ENTRY = `---
version: 3.28.18
kind: patch
summary: A release written for the benchmark, never committed.
---

## Fixes

- The benchmark measures how long one release takes (#9999).
`;

/**
 * Times `npm run release` for one version on a published origin: validate, build update-notes,
 * prerender and publish it. The entry goes to a copy of the remote, so the repository is untouched.
 */
export async function measureRelease(repoRoot: string, origin: Origin): Promise<ReleaseReport> {
  const work = join(repoRoot, '.tmp', `bench-release-${process.pid}`);
  const remoteDir = join(work, 'update-notes');
  await rm(work, { recursive: true, force: true });
  await cp(join(repoRoot, 'remotes/update-notes'), remoteDir, {
    recursive: true,
    filter: (src) => !src.includes('/dist') && !src.includes('/.generated'),
  });
  const from = join(work, 'entry.mdx');
  await writeFile(from, ENTRY);
  try {
    return await release({ repoRoot, origin, version: '3.28.18', date: '2025-10-20', from, remoteDir });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
