import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { readPageMetadata, type PageMetadata, type ReadMetadata } from '@roo-docs/remote-build';
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
export function devMetadataReader(sourceOf: (file: string) => string) {
  const memo = new Map<string, Remembered>();
  const read: ReadMetadata = (files) =>
    Promise.all(
      files.map(async (f) => {
        const text = await readFile(f.file, 'utf8');
        const known = memo.get(f.file);
        if (known?.text === text) return known.metadata;
        try {
          const metadata = await readPageMetadata(f.file);
          const errors = checkPage(text).map((p) => ({ file: sourceOf(f.file), ...p }));
          memo.set(f.file, { text, metadata, errors });
          return metadata;
        } catch (error) {
          const metadata = known?.metadata ?? standIn(f.file);
          const place = frontmatterPlace(text, error instanceof Error ? error.message : '');
          memo.set(f.file, { text, metadata, errors: [{ ...sourceErrorOf(sourceOf(f.file), error), ...place }] });
          return metadata;
        }
      }),
    );
  const errors = (files: Set<string>): SourceError[] =>
    [...memo].filter(([file]) => files.has(file)).flatMap(([, r]) => r.errors);
  return { read, errors };
}

function standIn(file: string): PageMetadata {
  const title = basename(file, '.mdx');
  return { frontmatter: { title, description: title }, toc: [], links: [], warnings: [] };
}
