export { entryFrontmatterSchema, isCalendarDate, PATCH_GROUPS, type Entry, type EntryFrontmatter } from './entry-schema.ts';
export { parseEntry, EntryError } from './parse-entry.ts';
export { readEntries, crossCheck } from './read-entries.ts';
export { renderPage, pageTitle, neighbours, releasesOf } from './render-page.ts';
export { renderIndex, seriesGroups } from './render-index.ts';
export { renderSection, generateContent, type GeneratedPages } from './generate-content.ts';
export { compareVersions, seriesOf, routeOfVersion } from './version.ts';
export { prepareRelease, type PreparedRelease } from './prepare-release.ts';
export { clearPendingRelease, markPendingRelease, readPendingRelease, type PendingRelease } from './pending-release.ts';
export { checkBodyMdx, MAX_BODY_BYTES } from './body-mdx.ts';
export { ENTRY_COMPONENTS } from './entry-components.ts';
export {
  indexPullRequests,
  PULL_KINDS,
  PULL_REQUEST_FILE,
  pullRequestFileSchema,
  readPullRequests,
  type PullKind,
  type PullRequest,
  type PullRequestFile,
  type PullRequests,
} from './pull-request-data.ts';
export { pageRefs } from './follow-ups.ts';
export { changeUnits, type ChangeUnit } from './change-units.ts';
export {
  addReleaseToInventory,
  inventoryRouteOf,
  planInventoryRelease,
  releaseInventoryFiles,
  withdrawReleaseFromInventory,
  type InventoryFiles,
  type InventoryRelease,
} from './inventory-release.ts';
