// The consent cookie as strings: what to assign to `document.cookie`, and how to read it back.
// Kept free of the DOM so every attribute can be checked in unit tests.

export type SameSite = 'lax' | 'strict' | 'none';
export type ConsentState = 'undecided' | 'accepted' | 'declined';

export interface CookieAttributes {
  days: number;
  sameSite: SameSite;
  /** Only on https: browsers drop a Secure cookie set from an http page. */
  secure: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SAME_SITE: Record<SameSite, string> = { lax: 'Lax', strict: 'Strict', none: 'None' };

export const legacyCookieName = (name: string) => `${name}-legacy`;

function cookieString(name: string, value: string, expires: Date, sameSite: SameSite | null, secure: boolean) {
  const parts = [`${encodeURIComponent(name)}=${value}`, 'Path=/', `Expires=${expires.toUTCString()}`];
  if (sameSite) parts.push(`SameSite=${SAME_SITE[sameSite]}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The cookies that record a choice: `true` on accept, `false` on decline. With SameSite=None a
 * second, legacy cookie without the attribute is set too, because older browsers reject or
 * mis-handle `SameSite=None` (and every browser rejects it without Secure, as on plain http).
 */
export function consentCookies(name: string, accepted: boolean, attrs: CookieAttributes, now: number): string[] {
  const value = String(accepted);
  const expires = new Date(now + attrs.days * DAY_MS);
  const main = cookieString(name, value, expires, attrs.sameSite, attrs.secure);
  if (attrs.sameSite !== 'none') return [main];
  return [main, cookieString(legacyCookieName(name), value, expires, null, attrs.secure)];
}

function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    const key = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (key === encodeURIComponent(name)) return at < 0 ? '' : pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The choice recorded in a `document.cookie` string, falling back to the legacy cookie. Any
 * consent cookie means the reader decided (the banner stays hidden); only `true` is consent.
 */
export function readConsent(cookies: string, name: string): ConsentState {
  const value = cookieValue(cookies, name) ?? cookieValue(cookies, legacyCookieName(name));
  if (value === undefined) return 'undecided';
  return value === 'true' ? 'accepted' : 'declined';
}
