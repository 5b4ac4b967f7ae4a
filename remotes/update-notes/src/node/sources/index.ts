// Readers of the release notes' sources, for scripts/release-references.ts (not used by the build).
export { changelogReferences, lineReferences } from './changelog.ts';
export { referenceNotesReferences } from './reference-notes.ts';
export { emptyReferences, mergeReferences, type SourceReferences } from './source-references.ts';
