import { consentCookies, readConsent, type ConsentState, type SameSite } from './cookie.ts';

export interface ConsentStore {
  read(): ConsentState;
  write(accepted: boolean): void;
}

interface StoreInput {
  /** `document`, or anything with the same `cookie` accessor. */
  jar: { cookie: string };
  name: string;
  days: number;
  sameSite: SameSite;
  https: boolean;
  now?: () => number;
  warn?: (message: string, error: unknown) => void;
}

/**
 * The reader's choice in the consent cookie. Cookies can be blocked so that touching them throws
 * (sandboxed frames, strict privacy settings): then the choice lives in memory for this page,
 * the banner still works, and one warning says why it will come back.
 */
export function createConsentStore(input: StoreInput): ConsentStore {
  const { jar, name, now = Date.now, warn = (m, e) => console.warn(m, e) } = input;
  let memory: ConsentState | null = null;
  let warned = false;
  const unavailable = (error: unknown) => {
    if (warned) return;
    warned = true;
    warn('Cookies are unavailable; the cookie choice will not be remembered.', error);
  };
  return {
    read() {
      if (memory) return memory;
      try {
        return readConsent(jar.cookie, name);
      } catch (error) {
        unavailable(error);
        return 'undecided';
      }
    },
    write(accepted) {
      memory = accepted ? 'accepted' : 'declined';
      const attrs = { days: input.days, sameSite: input.sameSite, secure: input.https };
      try {
        for (const cookie of consentCookies(name, accepted, attrs, now())) jar.cookie = cookie;
      } catch (error) {
        unavailable(error);
      }
    },
  };
}
