import { cp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@rstest/core';
import { REPO_ROOT } from './site.ts';

/** Where `useUpdateNotesCopy(work)` puts its copy of the inventory (`routes.json`, `sidebar.json`). */
export const inventoryCopyDir = (work: string) => join(work, 'inventory');

/**
 * A copy of the update-notes remote at `work/update-notes` for the file's tests (without its
 * builds), and of the inventory at `work/inventory`, made before them and removed after: a
 * release writes its entry into the remote it runs on and its route into that inventory.
 */
export function useUpdateNotesCopy(work: string): string {
  const remoteDir = join(work, 'update-notes');
  beforeAll(async () => {
    await rm(work, { recursive: true, force: true });
    await cp(join(REPO_ROOT, 'remotes/update-notes'), remoteDir, {
      recursive: true,
      filter: (src) => !src.includes('/dist') && !src.includes('/.generated'),
    });
    for (const file of ['routes.json', 'sidebar.json'])
      await cp(join(REPO_ROOT, 'shared/inventory', file), join(inventoryCopyDir(work), file));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });
  return remoteDir;
}

/**
 * Writes a release entry for `version` into `work` (outside the remote, as a release author
 * would) and returns its path; its fix names `word`, a word no other page has, to look for.
 */
export async function writeReleaseEntry(work: string, version: string, word: string): Promise<string> {
  const from = join(work, `v${version}.mdx`);
  await writeFile(
    from,
    `---\nversion: ${version}\nkind: patch\nsummary: A fixture release published into a bucket.\nimpact: none\nhighlights: [A fixture fix for the bucket test]\npulls: [9999]\n---\n\nA release written only for this test.\n\n## Fixes\n\n- The ${word} setting keeps its value after a reload (#9999, thanks @octocat).\n`,
  );
  return from;
}
