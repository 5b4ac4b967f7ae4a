import { DEV_STORAGE_KEY } from './dev-store.ts';

/**
 * Whether this page may have local sections at all: a `dev` parameter or a remembered list. Kept
 * tiny and in the first-visit bundle; everything else loads only when it says yes.
 */
export function mayHaveDevSections(): boolean {
  if (/[?&]dev=/.test(location.search)) return true;
  try {
    return window.sessionStorage.getItem(DEV_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
