/**
 * Whether a document belongs to the requested search context, named by its label (docs/site-behaviour.md, search:
 * 'Providers', 'Roo Code Cloud') or its path prefix ('providers', 'roo-code-cloud'). Read from the
 * documents themselves, so the worker needs no copy of the context table, and an unknown name
 * matches nothing rather than silently widening to everything.
 */
export function inContext(wanted: string, doc: { context: string | null; path: string }): boolean {
  const label = SHORT_LABELS[wanted] ?? wanted;
  return doc.context === label || doc.path.split('/')[1] === wanted;
}

// The cloud context is shown as 'Cloud' where space is tight; both names select it.
const SHORT_LABELS: Record<string, string> = { Cloud: 'Roo Code Cloud' };
