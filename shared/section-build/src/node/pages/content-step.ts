import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { createJiti } from 'jiti';

/** Pages a remote generates instead of keeping them in `content/` (e.g. from typed entries). */
export interface GeneratedContent {
  /** Folder whose `.mdx` files are the section's pages, in place of `content/`. */
  contentDir: string;
  /** Sidebar fragment to use in place of `sidebar.json`. */
  sidebarFile?: string;
  /** Route → the file a writer edits, relative to the remote's folder (edit links, last-updated dates). */
  sources: Record<string, string>;
}

/** Where a remote puts its content step: a module exporting `generateContent(remoteDir)`. */
export const CONTENT_STEP = 'src/node/generate-content.ts';

/**
 * Runs the remote's content step if it has one. Loaded through jiti because the step is
 * TypeScript and the build also runs where Node cannot load .ts files by itself (test runners).
 */
export async function runContentStep(remoteDir: string): Promise<GeneratedContent | null> {
  const file = join(remoteDir, CONTENT_STEP);
  if (
    !(await access(file).then(
      () => true,
      () => false,
    ))
  )
    return null;
  const mod = await createJiti(import.meta.url, { moduleCache: false }).import<{
    generateContent?: (dir: string) => Promise<GeneratedContent>;
  }>(file);
  if (typeof mod.generateContent !== 'function') throw new Error(`${file} does not export generateContent(remoteDir)`);
  return mod.generateContent(remoteDir);
}
