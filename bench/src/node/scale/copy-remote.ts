import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { runContentStep, scanContent } from '@roo-docs/section-build';

/**
 * Copies a section's folder (without build outputs) and returns its pages' paths relative to
 * the content folder. A section that generates its pages (update-notes renders typed entries)
 * keeps doing so, so the copy releases a version with `npm run release` like the real one; its
 * pages are listed from one run of the content step, whose output is then removed again.
 */
export async function copyRemote(from: string, to: string): Promise<{ pages: string[]; generated: boolean }> {
  await cp(from, to, { recursive: true, filter: (path) => !/[/\\](dist|\.generated|node_modules)$/.test(path) });
  const generated = await runContentStep(to);
  const files = await scanContent(to, generated?.contentDir);
  const prefix = generated ? '.generated/content/' : 'content/';
  if (generated) await rm(join(to, '.generated'), { recursive: true, force: true });
  return { pages: files.map((f) => f.relative.slice(prefix.length)), generated: !!generated };
}
