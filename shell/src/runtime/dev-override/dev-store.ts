import { DEV_COOKIE } from '@roo-docs/schemas/contract';
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

/**
 * Tells a loopback server to send this browser's pages with the wider script policy
 * (loopback-pages.ts in deploy): a session cookie. Ending a tab's sections leaves it, since other
 * tabs may still have theirs; without local sections the wider policy changes nothing.
 */
export function markForServer(): void {
  try {
    document.cookie = `${DEV_COOKIE}=1; Path=/; SameSite=Strict`;
  } catch {
    // Cookies refused (a sandboxed frame): only a page opened with `?dev=` gets the wider policy.
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
