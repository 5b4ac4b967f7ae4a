import type { SectionName } from '@roo-docs/schemas/contract';

// Module state shared by boot (which decides) and the federation glue (which registers entries).
const entries = new Map<SectionName, string>();

/** The manifest URLs of this page's local sections, which replace their published builds. */
export function setDevEntries(list: { section: SectionName; manifest: string }[]): void {
  entries.clear();
  for (const { section, manifest } of list) entries.set(section, manifest);
}

/** The local manifest of a section, if it has one. */
export function devEntryOf(section: SectionName): string | undefined {
  return entries.get(section);
}

/** Every section taken from a writer's server. */
export function devSectionNames(): SectionName[] {
  return [...entries.keys()];
}
