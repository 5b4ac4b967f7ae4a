import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageAlternate } from '@roo-docs/schemas';

/** Pages a remote generates instead of keeping them in `content/` (e.g. from typed entries). */
export interface GeneratedContent {
  /** Folder whose `.mdx` files are the section's pages, in place of `content/`. */
  contentDir: string;
  /** Sidebar fragment to use in place of `sidebar.json`. */
  sidebarFile?: string;
  /** Route → the file a writer edits, relative to the remote's folder (edit links, last-updated dates). */
  sources: Record<string, string>;
  /**
   * Folder of files the section publishes beside its pages, laid out as the site (the release
   * notes' feeds): they go into the build and reach the origin with it, under the section's paths.
   */
  siteFiles?: string;
  /** Route → other forms of the page, named in its head (`<link rel="alternate">`). */
  alternates?: Record<string, PageAlternate[]>;
}

/** Where a remote puts its content step: a module exporting `generateContent(remoteDir)`. */
export const CONTENT_STEP = 'src/node/generate-content.ts';

/** A remote's content step, loaded: call it with the remote's folder. */
export type ContentStep = (remoteDir: string) => Promise<GeneratedContent>;

/**
 * Loads the remote's content step, null if it has none. Loaded through jiti because the step is
 * TypeScript and the build also runs where Node cannot load .ts files by itself (test runners);
 * each load evaluates its modules afresh, so a long-lived process sees edits to the step's code.
 */
export async function loadContentStep(remoteDir: string): Promise<ContentStep | null> {
  const file = join(remoteDir, CONTENT_STEP);
  if (
    !(await access(file).then(
      () => true,
      () => false,
    ))
  )
    return null;
  const { createJiti } = await import('jiti');
  const mod = await createJiti(import.meta.url, { moduleCache: false }).import<{
    generateContent?: ContentStep;
  }>(file);
  if (typeof mod.generateContent !== 'function') throw new Error(`${file} does not export generateContent(remoteDir)`);
  return mod.generateContent;
}

/** Loads and runs the remote's content step if it has one. */
export async function runContentStep(remoteDir: string): Promise<GeneratedContent | null> {
  const step = await loadContentStep(remoteDir);
  return step ? step(remoteDir) : null;
}
