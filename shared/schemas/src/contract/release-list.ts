/**
 * `/update-notes/releases.json`: every patch release the site documents, newest first, for tools
 * (the docs' MCP server's whats_new). The update-notes build writes it beside its feeds, so a
 * release publishes it with the section and a rollback takes it back with the section's files.
 */
export const RELEASE_LIST_PATH = '/update-notes/releases.json';

/** What updating asks of a reader, weakest first (the entries' `impact`). */
export type ReleaseImpact = 'none' | 'opt-in' | 'behaviour change' | 'breaking';

/** One `##` group of a release's notes: its name and the changes under it, as plain text. */
export interface ReleaseChangeGroup {
  group: string;
  changes: string[];
}

export interface ReleaseListEntry {
  version: string;
  /** `YYYY-MM-DD`, when the day was recorded. */
  date?: string;
  summary: string;
  impact: ReleaseImpact;
  /** The headline changes, plain text, most important first. */
  highlights: string[];
  /** What a reader must check or do after updating. */
  actions: string[];
  groups: ReleaseChangeGroup[];
  /** The release's page and its Markdown twin, site paths. */
  page: string;
  markdown: string;
}

export interface ReleaseList {
  schemaVersion: 1;
  releases: ReleaseListEntry[];
}
