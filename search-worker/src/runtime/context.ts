import { SEARCH_CONTEXTS } from '@roo-docs/schemas/contract';

/**
 * Whether a document belongs to the requested search context, named by its label (docs/site-behaviour.md, search:
 * 'Providers', 'Roo Code Cloud'), its short label ('Cloud') or its path prefix ('providers',
 * 'roo-code-cloud'). Labels are read from the documents themselves; only short labels come from
 * the section record. An unknown name matches nothing rather than silently widening to everything.
 */
export function inContext(wanted: string, doc: { context: string | null; path: string }): boolean {
  const label = SEARCH_CONTEXTS.find((c) => c.shortLabel === wanted)?.label ?? wanted;
  return doc.context === label || doc.path.split('/')[1] === wanted;
}
