import { isSectionName, SECTION_NAMES, type SectionName } from '@roo-docs/schemas/contract';

/** What `npm run dev -- [section…]` asked for: the sections built live (all of them when none is named). */
export interface DevArgs {
  live: SectionName[];
}

/** Reads the section names; an unknown name is an error that lists the known ones. */
export function parseDevArgs(argv: string[]): DevArgs {
  const unknown = argv.filter((a) => !isSectionName(a));
  if (unknown.length)
    throw new Error(`Unknown section ${unknown.map((u) => `"${u}"`).join(', ')}. Sections: ${SECTION_NAMES.join(', ')}`);
  const named = [...new Set(argv)] as SectionName[];
  return { live: named.length ? SECTION_NAMES.filter((s) => named.includes(s)) : [...SECTION_NAMES] };
}
