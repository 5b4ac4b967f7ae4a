/** The artefacts of a section build, relative to its build base. */
export const SECTION_ARTEFACTS = {
  manifest: 'mf-manifest.json',
  routes: 'routes.json',
  searchShard: 'search-shard.json',
  nav: 'nav.json',
  ssr: 'ssr/index.mjs',
  /**
   * Folder of files the section publishes beside its pages, laid out as the site (the release
   * notes' feeds): each lands at its own path, under the section's own first path segments.
   */
  siteFiles: 'site-files',
} as const;

/** The site's pointer (`RemotesPointer`): its file name at the origin's root, and its site path. */
export const POINTER_FILE = 'remotes.json';
export const POINTER_PATH = `/${POINTER_FILE}`;
