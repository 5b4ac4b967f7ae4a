import { expect, test } from '@rstest/core';
import { createConsentStore } from './store.ts';

const NOW = Date.UTC(2025, 0, 15);

/** A cookie jar that keeps what was assigned, like `document.cookie` without a browser. */
function jar(initial = '') {
  const set: string[] = [];
  return {
    set,
    get cookie() {
      return initial;
    },
    set cookie(value: string) {
      set.push(value);
    },
  };
}

const input = { name: 'CookieConsent', days: 365, sameSite: 'lax' as const, https: false, now: () => NOW };

test('reads the stored choice and writes new ones with the configured attributes', () => {
  const j = jar('CookieConsent=false');
  const store = createConsentStore({ ...input, jar: j });
  expect(store.read()).toBe('declined');
  store.write(true);
  expect(j.set).toEqual(['CookieConsent=true; Path=/; Expires=Thu, 15 Jan 2026 00:00:00 GMT; SameSite=Lax']);
  expect(store.read()).toBe('accepted');
});

test('https pages get Secure cookies; SameSite=None writes the legacy cookie too', () => {
  const j = jar();
  createConsentStore({ ...input, jar: j, https: true, sameSite: 'none' }).write(true);
  expect(j.set).toHaveLength(2);
  expect(j.set.every((c) => c.endsWith('; Secure'))).toBe(true);
  expect(j.set[1]).toMatch(/^CookieConsent-legacy=true;/);
});

test('cookies that throw: undecided, the choice still holds for the page, one warning', () => {
  const blocked = {
    get cookie(): string {
      throw new DOMException('blocked', 'SecurityError');
    },
    set cookie(_: string) {
      throw new DOMException('blocked', 'SecurityError');
    },
  };
  const warnings: string[] = [];
  const store = createConsentStore({ ...input, jar: blocked, warn: (m) => warnings.push(m) });
  expect(store.read()).toBe('undecided');
  store.write(false);
  expect(store.read()).toBe('declined');
  store.write(true);
  expect(store.read()).toBe('accepted');
  expect(warnings).toEqual(['Cookies are unavailable; the cookie choice will not be remembered.']);
});
