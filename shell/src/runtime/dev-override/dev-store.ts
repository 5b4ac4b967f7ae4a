import type { DevSection } from './dev-param.ts';

/** This tab's local sections: session storage, so a new tab or window reads the published site. */
export const DEV_STORAGE_KEY = 'roo-docs:dev-sections';

function storage(): Storage | null {
  // Reading the property itself throws where storage is blocked (sandboxed frames, some privacy modes).
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** What the tab stored; anything unreadable or malformed reads as nothing. */
export function readStoredDevSections(): unknown[] {
  try {
    const raw = storage()?.getItem(DEV_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Remembers the tab's local sections; storage that refuses keeps them for this page only. */
export function storeDevSections(sections: DevSection[]): void {
  try {
    if (sections.length) storage()?.setItem(DEV_STORAGE_KEY, JSON.stringify(sections));
    else storage()?.removeItem(DEV_STORAGE_KEY);
  } catch (error) {
    console.warn('Could not remember the local sections for this tab; they last until the page reloads', error);
  }
}
