import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseOrThrow, screenshotManifestSchema, type ScreenshotManifest } from '@roo-docs/schemas';

/** The manifest of every screenshot; under `src/` so a change to it empties the section build caches. */
export const MANIFEST_PATH = fileURLToPath(new URL('../manifest.json', import.meta.url));

/** The repository root, against which the manifest's file paths are written. */
export const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** Reads and checks the manifest; a broken one throws with every bad field named. */
export function readScreenshotManifest(path: string = MANIFEST_PATH): ScreenshotManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`, { cause: error });
  }
  return parseOrThrow(screenshotManifestSchema, raw, `screenshot manifest ${path}`);
}
