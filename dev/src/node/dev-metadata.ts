import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { readPageMetadata, type PageMetadata, type ReadMetadata } from '@roo-docs/remote-build';
import type { SourceError } from './source-error.ts';
import { sourceErrorOf } from './source-error.ts';

interface Remembered {
  text: string;
  metadata: PageMetadata;
  error: SourceError | null;
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
          memo.set(f.file, { text, metadata, error: null });
          return metadata;
        } catch (error) {
          const metadata = known?.metadata ?? standIn(f.file);
          memo.set(f.file, { text, metadata, error: sourceErrorOf(sourceOf(f.file), error) });
          return metadata;
        }
      }),
    );
  const errors = (files: Set<string>): SourceError[] =>
    [...memo].filter(([file, r]) => files.has(file) && r.error).map(([, r]) => r.error!);
  return { read, errors };
}

function standIn(file: string): PageMetadata {
  const title = basename(file, '.mdx');
  return { frontmatter: { title, description: title }, toc: [], links: [], warnings: [] };
}
