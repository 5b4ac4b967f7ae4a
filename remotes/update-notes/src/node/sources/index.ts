// Readers of the release notes' sources, for scripts/release-references.ts and the content test
// (not used by the build).
export { changelogLines, changelogReferences, lineReferences } from './changelog.ts';
export { referenceNotesLines } from './reference-notes.ts';
export { placeReferences, type Placement } from './placement.ts';
export { pullOfSubject, releaseOfPull, type PullReleases } from './pull-releases.ts';
export {
  authorOf,
  forkOf,
  GIT_LOG_FORMAT,
  githubUsers,
  kindOf,
  parseGitLog,
  pullRequestsOfTags,
  revertedPull,
  titleOf,
  type Commit,
  type Identity,
  type TagLog,
} from './pull-requests.ts';
export { changelogSection, lineScore, placeByChangelog, type ChangelogPlacement } from './changelog-match.ts';
export { citeWithCredit } from './cite-credit.ts';
export { forkOwners, type ForkHead } from './fork-heads.ts';
export { thankedNames } from './thanks.ts';
export { emptyReferences, mergeReferences, type SourceLine, type SourceReferences } from './source-references.ts';
export { citeAtEnd, citePulls, type CitedBody } from './cite-pulls.ts';
export { creditedIn, matchPulls, pullScore, stemsOf, wordWeights, type PullPlacement } from './match-pulls.ts';
