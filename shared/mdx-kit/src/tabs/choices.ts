import { TAB_CHOICE_KEY_PREFIX } from '@roo-docs/schemas/contract';

type Listener = (groupId: string, value: string) => void;
const listeners = new Set<Listener>();

// Storage may be missing or throw (private modes, blocked storage, sandboxed frames): the choice
// then lasts as long as the page.
export function storedTabChoice(groupId: string): string | null {
  try {
    return window.localStorage.getItem(TAB_CHOICE_KEY_PREFIX + groupId);
  } catch {
    return null;
  }
}

function store(groupId: string, value: string): void {
  try {
    window.localStorage.setItem(TAB_CHOICE_KEY_PREFIX + groupId, value);
  } catch {
    // Kept for this page only (see above).
  }
}

// Another browser tab of the site stored a choice: the groups of this one follow it.
function onStorage(event: StorageEvent): void {
  if (!event.key?.startsWith(TAB_CHOICE_KEY_PREFIX) || event.newValue === null) return;
  const groupId = event.key.slice(TAB_CHOICE_KEY_PREFIX.length);
  for (const listener of listeners) listener(groupId, event.newValue);
}

/** The reader picked `value` in a group synced as `groupId`: remember it and tell every group of that id. */
export function chooseTab(groupId: string, value: string): void {
  store(groupId, value);
  for (const listener of listeners) listener(groupId, value);
}

/** Calls `listener` with each choice made in any synced group (here or in another browser tab); returns the unsubscribe. */
export function onTabChoice(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
