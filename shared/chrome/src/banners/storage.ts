// localStorage that may be missing or throw (private modes, blocked cookies, sandboxed frames).
// The banners then still work, they just come back on the next visit.

let warned = false;

function unavailable(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; dismissed banners and saved choices are kept for this page only.', error);
}

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    unavailable(error);
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    unavailable(error);
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    unavailable(error);
  }
}
