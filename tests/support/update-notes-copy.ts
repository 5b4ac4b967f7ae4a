import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@rstest/core';
import { REPO_ROOT } from './site.ts';

/**
 * A copy of the update-notes remote at `work/update-notes` for the file's tests (without its
 * builds), made before them and removed after: a release writes entries into the remote it runs on.
 */
export function useUpdateNotesCopy(work: string): string {
  const remoteDir = join(work, 'update-notes');
  beforeAll(async () => {
    await rm(work, { recursive: true, force: true });
    await cp(join(REPO_ROOT, 'remotes/update-notes'), remoteDir, {
      recursive: true,
      filter: (src) => !src.includes('/dist') && !src.includes('/.generated'),
    });
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });
  return remoteDir;
}
