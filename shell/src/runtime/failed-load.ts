import { routeKey } from '@roo-docs/schemas/contract';

const KEY = 'roo-docs:failed-load';
/** Older than this, a failure says little about the section now. */
const FRESH_MS = 60_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function session(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the page just tries again
  }
}

/**
 * Notes, before the full page load that replaces a failed client navigation, that `path`'s code
 * has just failed to arrive within its bound, so the page shows its saved copy and the notice at
 * once instead of waiting out the same bound a second time.
 */
export function rememberFailedLoad(path: string, store: Store | null = session(), now = Date.now()): void {
  try {
    store?.setItem(KEY, JSON.stringify({ path: routeKey(path), at: now }));
  } catch {
    // full or refused: nothing lost but a few seconds
  }
}

/** Whether `path` failed moments ago in this tab; the note is used once (Retry tries afresh). */
export function takeFailedLoad(path: string, store: Store | null = session(), now = Date.now()): boolean {
  try {
    const raw = store?.getItem(KEY);
    if (!raw) return false;
    store!.removeItem(KEY);
    const note = JSON.parse(raw) as { path?: unknown; at?: unknown };
    return note.path === routeKey(path) && typeof note.at === 'number' && now - note.at >= 0 && now - note.at < FRESH_MS;
  } catch {
    return false;
  }
}
