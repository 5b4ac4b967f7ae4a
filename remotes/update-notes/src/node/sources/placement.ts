import { compareVersions } from '../version.ts';
import { emptyReferences, mergeReferences, unifySpelling, type SourceLine, type SourceReferences } from './source-references.ts';

export interface PlacementInput {
  /** Lines of the extension's CHANGELOG.md, under their section's release. */
  changelog: SourceLine[];
  /** Lines of the reference release notes, under the release of their page. */
  notes: SourceLine[];
  /** The patch page that covers a release (2.2.8 is on the 2.2.6 page), if any. */
  pageOf: (release: string) => string | undefined;
  /** Merged pull requests by number → the first release that holds their merge commit. */
  releaseOfPull: Map<string, string>;
}

export interface Placement {
  /** References by patch page. */
  pages: Map<string, SourceReferences>;
  /** Numbers a source links as a pull request that no release's history merged under that number. */
  withoutMergeCommit: string[];
}

/** The releases under which the CHANGELOG names each issue (a later fix may answer it again). */
function changelogIssueReleases(lines: SourceLine[], releaseOfPull: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { version, refs } of lines)
    for (const n of refs.issues) if (!releaseOfPull.has(n)) out.set(n, [...(out.get(n) ?? []), version]);
  return out;
}

/**
 * Puts every number and credit of the sources on the page of the release that shipped it, not the
 * page a source happened to list it on. A merged pull request belongs to the first release whose
 * history holds its merge; an issue to the releases the CHANGELOG names it under, else to its line's
 * release. People thanked on a line follow the line's numbers when they all moved to one other page.
 */
export function placeReferences({ changelog, notes, pageOf, releaseOfPull }: PlacementInput): Placement {
  const issueRelease = changelogIssueReleases(changelog, releaseOfPull);
  const pages = new Map<string, SourceReferences>();
  const withoutMergeCommit = new Set<string>();
  const pageFor = (release: string, why: string) => {
    const page = pageOf(release);
    if (!page) throw new Error(`${why}: release ${release} has no patch page`);
    return page;
  };
  const add = (page: string, refs: Partial<SourceReferences>) =>
    pages.set(page, mergeReferences(pages.get(page) ?? emptyReferences(), refs));

  // An issue stays where the CHANGELOG names it; a note's issue moves to the CHANGELOG's (earliest) release.
  const issueHome = (n: string, version: string) => {
    const named = issueRelease.get(n) ?? [];
    return named.length && !named.includes(version) ? [...named].sort(compareVersions)[0]! : version;
  };
  for (const { version, refs } of [...changelog, ...notes]) {
    const own = pageFor(version, `a source line of ${version}`);
    const homes = new Set<string>();
    for (const n of [...refs.pulls, ...refs.issues]) {
      const shipped = releaseOfPull.get(n);
      let home: string;
      if (shipped) {
        home = pageFor(shipped, `pull request #${n}`);
        add(home, { pulls: [n] });
      } else if (refs.pulls.includes(n) && !issueRelease.has(n)) {
        home = own;
        withoutMergeCommit.add(n);
        add(home, { pulls: [n] });
      } else {
        home = pageFor(issueHome(n, version), `issue #${n}`);
        add(home, { issues: [n] });
      }
      homes.add(home);
    }
    const [single] = homes;
    add(homes.size === 1 ? single! : own, { credits: refs.credits });
  }
  unifySpelling(pages.values());
  return { pages, withoutMergeCommit: [...withoutMergeCommit].sort((a, b) => Number(a) - Number(b)) };
}
