import { isSitePath } from './sections.ts';

export type SidebarItem =
  | {
      type: 'doc';
      path: string;
      label?: string | undefined;
      /**
       * The pages the pager offers as previous and next, where they are not the doc's neighbours in
       * the sidebar (release notes, listed newest first, page by version); null for none.
       */
      previous?: string | null | undefined;
      next?: string | null | undefined;
    }
  | { type: 'link'; href: string; label: string }
  | { type: 'category'; label: string; items: SidebarItem[]; collapsed?: boolean | undefined; collapsible?: boolean | undefined };

/** A top-level sidebar item with its place among all sections' top-level items. */
export interface SidebarTopItem {
  order: number;
  item: SidebarItem;
}

const label = (v: unknown) => typeof v === 'string' && v.length > 0;
const optional = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);
const bool = (v: unknown) => typeof v === 'boolean';
const pathOrNull = (v: unknown) => v === null || isSitePath(v);

function httpsUrl(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
}

// Nesting beyond this is not a sidebar but hostile input; the recursion stays bounded.
const MAX_DEPTH = 16;

function isItem(v: unknown, depth: number): v is SidebarItem {
  if (!v || typeof v !== 'object' || depth > MAX_DEPTH) return false;
  const o = v as Record<string, unknown>;
  switch (o.type) {
    case 'doc':
      return isSitePath(o.path) && optional(o.label, label) && optional(o.previous, pathOrNull) && optional(o.next, pathOrNull);
    case 'link':
      return httpsUrl(o.href) && label(o.label);
    case 'category':
      return (
        label(o.label) &&
        Array.isArray(o.items) &&
        o.items.every((i) => isItem(i, depth + 1)) &&
        optional(o.collapsed, bool) &&
        optional(o.collapsible, bool)
      );
    default:
      return false;
  }
}

/**
 * The sidebar schema's rules (`sidebarTopItemSchema` in `../site`) as a plain check, for browser
 * code that reads a section's navigation without bundling zod. A unit test holds the two to the
 * same verdicts.
 */
export function isSidebarTopItems(value: unknown): value is SidebarTopItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (t) =>
        !!t && typeof t === 'object' && Number.isInteger((t as SidebarTopItem).order) && isItem((t as SidebarTopItem).item, 0),
    )
  );
}
