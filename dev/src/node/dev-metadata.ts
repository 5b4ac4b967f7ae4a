import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  cachedPageMetadata,
  readPageMetadata,
  type ContentFile,
  type PageMetadata,
  type ReadMetadata,
} from '@roo-docs/section-build';
import type { SourceError } from './source-error.ts';
import { sourceErrorOf } from './source-error.ts';
import { frontmatterPlace } from './frontmatter-place.ts';
import { checkPage } from './page-checks.ts';

interface Remembered {
  text: string;
  metadata: PageMetadata;
  errors: SourceError[];
}

/**
 * Page metadata for the dev server: a page is read again only when its text changed, and a page
 * that does not compile keeps its last good metadata (or a stand-in), so one bad save never takes
 * the section down. Its error is kept for the overlay.
 */
export function devMetadataReader(sourceOf: (file: string) => string, warmStart?: WarmStart) {
  const memo = new Map<string, Remembered>();
  let first = true;
  const read: ReadMetadata = async (files) => {
    if (first && warmStart) {
      first = false;
      const known = await fromBuildCache(files, warmStart);
      if (known) {
        // Components are checked from the first save on: at start every page would cost a second
        // pass, and the build checks them all when it prerenders.
        known.forEach(({ text, metadata }, i) => memo.set(files[i]!.file, { text, metadata, errors: [] }));
        return known.map((k) => k.metadata);
      }
    }
    return Promise.all(
      files.map(async (f) => {
        const text = await readFile(f.file, 'utf8');
        const known = memo.get(f.file);
        if (known?.text === text) return known.metadata;
        try {
          const metadata = await readPageMetadata(f.file, { compile: false });
          memo.set(f.file, { text, metadata, errors: await checks(f.file, text) });
          return metadata;
        } catch (error) {
          const metadata = known?.metadata ?? standIn(f.file);
          const place = frontmatterPlace(text, error instanceof Error ? error.message : '');
          memo.set(f.file, { text, metadata, errors: [{ ...sourceErrorOf(sourceOf(f.file), error), ...place }] });
          return metadata;
        }
      }),
    );
  };
  const checks = async (file: string, text: string): Promise<SourceError[]> =>
    (await checkPage(text, file)).map((p) => ({ file: sourceOf(file), ...p }));
  const errors = (files: Set<string>): SourceError[] =>
    [...memo].filter(([file]) => files.has(file)).flatMap(([, r]) => r.errors);
  return { read, errors };
}

/**
 * The build's own metadata cache (by page text), for a start that reads only pages changed since.
 * Pages are read without compiling them (the same metadata at half the cost): the bundler compiles
 * a page when it is shown, and the build compiles every page it bundles.
 */
export interface WarmStart {
  cacheDir: string;
  baseDir: string;
  digest: string;
}

// Null when a page does not compile: the caller then reads page by page and keeps the errors.
async function fromBuildCache(files: ContentFile[], warm: WarmStart) {
  try {
    const metas = await cachedPageMetadata(
      files.map((f) => f.file),
      warm,
      (file) => readPageMetadata(file, { compile: false }),
    );
    return await Promise.all(files.map(async (f, i) => ({ text: await readFile(f.file, 'utf8'), metadata: metas[i]! })));
  } catch {
    return null;
  }
}

function standIn(file: string): PageMetadata {
  const title = basename(file, '.mdx');
  return { frontmatter: { title, description: title }, toc: [], links: [], warnings: [] };
}
