export { entryFrontmatterSchema, PATCH_GROUPS, type Entry, type EntryFrontmatter } from './entry-schema.ts';
export { parseEntry, EntryError } from './parse-entry.ts';
export { readEntries, crossCheck } from './read-entries.ts';
export { renderPage, pageTitle, neighbours, releasesOf } from './render-page.ts';
export { renderIndex, seriesGroups } from './render-index.ts';
export { renderSection, generateContent, type GeneratedPages } from './generate-content.ts';
export { compareVersions, seriesOf, routeOfVersion } from './version.ts';
export { prepareRelease, type PreparedRelease } from './prepare-release.ts';
