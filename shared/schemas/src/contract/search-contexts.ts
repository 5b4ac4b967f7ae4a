import type { SectionName } from './sections.ts';

/** A search context: a label readers pick, and the path prefix that selects its pages (docs/site-behaviour.md, search). */
export interface SearchContext {
  /** Shown in the filter list of the results page. */
  label: string;
  /** Short label where space is tight (the cloud section is shown as 'Cloud'). */
  shortLabel: string;
  /** Pages whose path starts with `/${prefix}/` belong to this context. */
  prefix: string;
}

export const SEARCH_CONTEXTS: readonly SearchContext[] = [
  { label: 'Getting Started', shortLabel: 'Getting Started', prefix: 'getting-started' },
  { label: 'Basic Usage', shortLabel: 'Basic Usage', prefix: 'basic-usage' },
  { label: 'Features', shortLabel: 'Features', prefix: 'features' },
  { label: 'Advanced Usage', shortLabel: 'Advanced Usage', prefix: 'advanced-usage' },
  { label: 'Providers', shortLabel: 'Providers', prefix: 'providers' },
  { label: 'Roo Code Cloud', shortLabel: 'Cloud', prefix: 'roo-code-cloud' },
  { label: 'Release Notes', shortLabel: 'Release Notes', prefix: 'update-notes' },
];

/** The context label of a path, or null for pages outside every context (home, FAQ). */
export function contextOfPath(path: string): string | null {
  const first = path.split('/')[1] ?? '';
  return SEARCH_CONTEXTS.find((c) => c.prefix === first)?.label ?? null;
}

/**
 * The section whose search shard is fetched only when a query needs it (a version number, the
 * release-notes context, the results page): its index is larger than all the others together.
 */
export const ON_DEMAND_SECTION = 'update-notes' satisfies SectionName;
