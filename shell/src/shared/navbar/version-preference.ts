import { readStored, removeStored, writeStored } from '@roo-docs/chrome';
import { DOCS_VERSIONS, PREFERRED_VERSION_KEY, type DocsVersionSummary } from '@roo-docs/schemas/config';

/**
 * The reader's preferred docs version, by name. A stored name no configured version has (a
 * version that was removed, or a hand-edited value) is dropped rather than trusted.
 */
export function readPreferredVersion(versions: readonly DocsVersionSummary[] = DOCS_VERSIONS): string | null {
  const name = readStored(PREFERRED_VERSION_KEY);
  if (name === null) return null;
  if (versions.some((v) => v.name === name)) return name;
  removeStored(PREFERRED_VERSION_KEY);
  return null;
}

export function savePreferredVersion(name: string): void {
  writeStored(PREFERRED_VERSION_KEY, name);
}

/** The version a page belongs to: the one with the longest path that contains it. */
export function versionOfPath(path: string, versions: readonly DocsVersionSummary[] = DOCS_VERSIONS) {
  return [...versions].filter((v) => path.startsWith(v.path)).sort((a, b) => b.path.length - a.path.length)[0] ?? null;
}
