import { TAB_SELECTED_ATTRIBUTE, TAB_SYNC_ATTRIBUTE } from '@roo-docs/schemas/contract';
import { storedTabChoice } from './choices.ts';

/** A tab group as the page draws it: its element id, its sync id and its tabs' values. */
export interface TabGroupRef {
  id: string;
  sync: string | undefined;
  values: readonly string[];
}

const known = (group: TabGroupRef, value: string | null | undefined) => (value && group.values.includes(value) ? value : null);

/** The tab the address's fragment names, if it is a tab of this group or of a group synced with it. */
export function valueFromHash(group: TabGroupRef, hash: string): string | null {
  let target: HTMLElement | null;
  try {
    target = document.getElementById(decodeURIComponent(hash.replace(/^#/, '')));
  } catch {
    return null;
  }
  if (target?.getAttribute('role') !== 'tab') return null;
  const owner = target.parentElement?.parentElement;
  if (!owner?.id) return null;
  const ours = owner.id === group.id || (group.sync !== undefined && owner.getAttribute(TAB_SYNC_ATTRIBUTE) === group.sync);
  // A tab's id is its group's id and its value (Tabs.tsx).
  return ours ? known(group, target.id.slice(owner.id.length + 1)) : null;
}

/** The tab this reader should see: the fragment's, else the stored choice of the group's sync id. Null: neither names one. */
export function preferredValue(group: TabGroupRef, hash: string): string | null {
  return valueFromHash(group, hash) ?? (group.sync ? known(group, storedTabChoice(group.sync)) : null);
}

/**
 * The tab of the first render. On the server, the first. In the browser over prerendered HTML,
 * the one drawn (the restore script's stored tab, or the server's first tab), so hydration matches
 * the page; a group rendered in the browser alone starts on the preferred tab.
 */
export function initialValue(group: TabGroupRef): string {
  const first = group.values[0]!;
  if (typeof document === 'undefined') return first;
  const drawn = document.getElementById(group.id);
  if (drawn) return known(group, drawn.getAttribute(TAB_SELECTED_ATTRIBUTE)) ?? first;
  return preferredValue(group, location.hash) ?? first;
}
