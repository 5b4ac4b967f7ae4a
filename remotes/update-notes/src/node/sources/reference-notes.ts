import { PATCH_VERSION } from '../version.ts';
import { emptyReferences, mergeReferences, repositoryLinks, type SourceReferences } from './source-references.ts';

/**
 * The pull requests and issues a reference release-notes page (`docs/update-notes/v3.28.15.md`
 * of the reference docs) links, for a patch page. Series pages repeat their patches' links and
 * are left out: the numbers belong to the release that shipped them.
 */
export function referenceNotesReferences(fileName: string, text: string): { version: string; refs: SourceReferences } | null {
  const version = /^v(\d+\.\d+\.\d+)\.mdx?$/.exec(fileName)?.[1];
  if (!version || !PATCH_VERSION.test(version)) return null;
  return { version, refs: mergeReferences(emptyReferences(), repositoryLinks(text)) };
}
