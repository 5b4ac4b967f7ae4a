// Readers of the release notes' sources, for scripts/release-references.ts and the content test
// (not used by the build).
export { changelogLines, changelogReferences, lineReferences } from './changelog.ts';
export { referenceNotesLines } from './reference-notes.ts';
export { placeReferences, type Placement } from './placement.ts';
export { firstReleaseOfPulls, pullOfSubject, releaseOfPull, type PullReleases, type TagCommits } from './pull-releases.ts';
export { thankedNames } from './thanks.ts';
export { emptyReferences, mergeReferences, type SourceLine, type SourceReferences } from './source-references.ts';
