import { PATCH_VERSION } from '../version.ts';
import { emptyReferences, mergeReferences, repositoryLinks, type SourceLine } from './source-references.ts';
import { thankedNames } from './thanks.ts';

/**
 * The lines of a reference release-notes page (`docs/update-notes/v3.28.15.md` of the reference
 * docs) that link a pull request or issue or thank someone, each with those references, for a
 * patch page. Series pages repeat their patches' lines and are left out: the references belong to
 * the release that shipped them.
 */
export function referenceNotesLines(fileName: string, text: string): SourceLine[] | null {
  const version = /^v(\d+\.\d+\.\d+)\.mdx?$/.exec(fileName)?.[1];
  if (!version || !PATCH_VERSION.test(version)) return null;
  return text
    .split('\n')
    .map((line) => ({
      version,
      refs: mergeReferences(emptyReferences(), { ...repositoryLinks(line), credits: thankedNames(line) }),
    }))
    .filter(({ refs }) => refs.pulls.length || refs.issues.length || refs.credits.length);
}
