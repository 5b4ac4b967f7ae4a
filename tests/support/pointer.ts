import type { RemotesPointer, SectionName, SectionPointer } from '@roo-docs/schemas';

/** Three different valid sha256 hex strings, so a test can tell the artefacts' hashes apart. */
export const TEST_HASHES: SectionPointer['hashes'] = {
  manifest: 'a'.repeat(64),
  routes: 'b'.repeat(64),
  searchShard: 'c'.repeat(64),
};
export const TEST_SHELL_BUILD = 'aaaaaaaa0000';

export interface TestSectionOptions {
  /** Where the artefact URLs start; a publish puts them in `/_mf/<section>/<buildId>/`. */
  at?: string;
  hashes?: Partial<SectionPointer['hashes']>;
}

/** One section's entry in `remotes.json`, shaped as a publish writes it. */
export function testSectionPointer(section: string, buildId: string, options: TestSectionOptions = {}): SectionPointer {
  const at = options.at ?? `/_mf/${section}/${buildId}/`;
  return {
    buildId,
    manifest: `${at}mf-manifest.json`,
    routes: `${at}routes.json`,
    searchShard: `${at}search-shard.json`,
    ssr: `${at}ssr/index.mjs`,
    hashes: { ...TEST_HASHES, ...options.hashes },
  };
}

/**
 * A whole `remotes.json`: each section named by its build id (an entry in the usual place) or by
 * a whole entry. The shell build is a fixed id unless given, `null` for a pointer without one.
 */
export function testPointer(
  sections: Partial<Record<SectionName, string | SectionPointer>>,
  shell: string | null = TEST_SHELL_BUILD,
): RemotesPointer {
  const entries = Object.entries(sections).map(([name, value]) => [
    name,
    typeof value === 'string' ? testSectionPointer(name, value) : value,
  ]);
  return { schemaVersion: 1, shell: shell === null ? null : { buildId: shell }, sections: Object.fromEntries(entries) };
}
