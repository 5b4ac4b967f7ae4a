import { access, cp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createJiti } from 'jiti';

// The build's contract for a section that generates its pages (shared/remote-build content-step.ts).
const CONTENT_STEP = 'src/node/generate-content.ts';
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Copies a section's folder (without build outputs). A section that generates its pages from
 * other sources (update-notes renders typed entries) gets them rendered once, here, into plain
 * `content/` and `sidebar.json`, so generated pages can be added beside them like anywhere else.
 */
export async function copyRemote(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true, filter: (path) => !/[/\\](dist|\.generated|node_modules)$/.test(path) });
  const step = join(to, CONTENT_STEP);
  if (!(await exists(step))) return;
  const mod = await createJiti(import.meta.url, { moduleCache: false }).import<{
    generateContent?: (dir: string) => Promise<{ contentDir: string; sidebarFile?: string }>;
  }>(step);
  if (typeof mod.generateContent !== 'function') throw new Error(`${step} does not export generateContent(remoteDir)`);
  const generated = await mod.generateContent(to);
  await rm(join(to, 'content'), { recursive: true, force: true });
  await rename(generated.contentDir, join(to, 'content'));
  if (generated.sidebarFile) await rename(generated.sidebarFile, join(to, 'sidebar.json'));
  await rm(step);
}
