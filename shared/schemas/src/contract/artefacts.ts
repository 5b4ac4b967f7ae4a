/** The artefacts of a section build, relative to its build base. */
export const SECTION_ARTEFACTS = {
  manifest: 'mf-manifest.json',
  routes: 'routes.json',
  searchShard: 'search-shard.json',
  nav: 'nav.json',
  ssr: 'ssr/index.mjs',
} as const;
