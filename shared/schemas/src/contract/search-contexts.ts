import { SECTIONS, type SearchContext } from './section-record.ts';
import { SECTION_NAMES, type SectionName } from './sections.ts';

export type { SearchContext } from './section-record.ts';

/** Every search context, section by section in the record's order. */
export const SEARCH_CONTEXTS: readonly SearchContext[] = SECTION_NAMES.flatMap(
  (s): readonly SearchContext[] => SECTIONS[s].contexts,
);

/** The context label of a path, or null for pages outside every context (home, FAQ). */
export function contextOfPath(path: string): string | null {
  const first = path.split('/')[1] ?? '';
  return SEARCH_CONTEXTS.find((c) => c.prefix === first)?.label ?? null;
}

/**
 * The section whose search shard is fetched only when a query needs it (a version number, its
 * context, the results page): the record's one 'on-demand' section. The worker's rule for when a
 * query needs it is the release notes' own, so the record's test allows one such section.
 */
export const ON_DEMAND_SECTION: SectionName | undefined = SECTION_NAMES.find((s) => SECTIONS[s].search === 'on-demand');

/** The label of the on-demand section's context (what `?ctx=` names to ask for the release notes). */
export const ON_DEMAND_CONTEXT: string | undefined = ON_DEMAND_SECTION && SECTIONS[ON_DEMAND_SECTION].contexts[0]?.label;
