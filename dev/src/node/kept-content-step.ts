import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadContentStep, type ContentStep, type GeneratedContent } from '@roo-docs/section-build';

/** The newest change time of the files under `dir` (0 when there is no such folder). */
function newestChange(dir: string): number {
  let newest = 0;
  try {
    for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }))
      if (e.isFile()) newest = Math.max(newest, statSync(join(e.parentPath, e.name)).mtimeMs);
  } catch {
    // no code of its own
  }
  return newest;
}

/**
 * The remote's content step kept loaded from one save to the next, and loaded again when its
 * own code (the remote's `src/`) changes. Loading evaluates every module the step imports afresh,
 * which cost more than the step itself on each save, and a step kept loaded may remember what it
 * read before (update-notes remembers its parsed entries).
 */
export function keptContentStep(remoteDir: string): (dir: string) => Promise<GeneratedContent | null> {
  const codeDir = join(remoteDir, 'src');
  let loaded: { step: ContentStep | null; codeTime: number } | null = null;
  return async (dir) => {
    const codeTime = newestChange(codeDir);
    if (loaded?.codeTime !== codeTime) loaded = { step: await loadContentStep(remoteDir), codeTime };
    return loaded.step ? loaded.step(dir) : null;
  };
}
