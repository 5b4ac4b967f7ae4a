import { expect, test } from '@rstest/core';
import { consentCookies, legacyCookieName, readConsent } from './cookie.ts';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const lax = { days: 365, sameSite: 'lax' as const, secure: false };

test('accept and decline write true and false, for the whole site, with SameSite=Lax', () => {
  expect(consentCookies('CookieConsent', true, lax, NOW)).toEqual([
    'CookieConsent=true; Path=/; Expires=Thu, 15 Jan 2026 12:00:00 GMT; SameSite=Lax',
  ]);
  expect(consentCookies('CookieConsent', false, lax, NOW)).toEqual([
    'CookieConsent=false; Path=/; Expires=Thu, 15 Jan 2026 12:00:00 GMT; SameSite=Lax',
  ]);
});

test('the cookie expires after the given number of days', () => {
  const [cookie] = consentCookies('CookieConsent', true, { ...lax, days: 1 }, NOW);
  expect(cookie).toContain('Expires=Thu, 16 Jan 2025 12:00:00 GMT');
});

test('Secure only when asked (https), and SameSite=Strict is spelled as browsers expect', () => {
  expect(consentCookies('CookieConsent', true, { ...lax, secure: true }, NOW)[0]).toMatch(/; SameSite=Lax; Secure$/);
  expect(consentCookies('CookieConsent', true, lax, NOW)[0]).not.toContain('Secure');
  expect(consentCookies('CookieConsent', true, { ...lax, sameSite: 'strict' }, NOW)[0]).toContain('SameSite=Strict');
});

test('SameSite=None adds a legacy duplicate without the attribute; other modes do not', () => {
  const cookies = consentCookies('CookieConsent', false, { days: 365, sameSite: 'none', secure: true }, NOW);
  expect(cookies).toEqual([
    'CookieConsent=false; Path=/; Expires=Thu, 15 Jan 2026 12:00:00 GMT; SameSite=None; Secure',
    'CookieConsent-legacy=false; Path=/; Expires=Thu, 15 Jan 2026 12:00:00 GMT; Secure',
  ]);
  expect(legacyCookieName('x')).toBe('x-legacy');
  expect(consentCookies('CookieConsent', true, { ...lax, sameSite: 'strict' }, NOW)).toHaveLength(1);
});

test('reading: no cookie is undecided, true is accepted, anything else is a decided decline', () => {
  expect(readConsent('', 'CookieConsent')).toBe('undecided');
  expect(readConsent('theme=dark; CookieConsentX=true', 'CookieConsent')).toBe('undecided');
  expect(readConsent('a=1; CookieConsent=true; b=2', 'CookieConsent')).toBe('accepted');
  expect(readConsent('CookieConsent=false', 'CookieConsent')).toBe('declined');
  expect(readConsent('CookieConsent=maybe', 'CookieConsent')).toBe('declined');
  expect(readConsent('CookieConsent', 'CookieConsent')).toBe('declined');
});

test('reading falls back to the legacy cookie, but the main one wins', () => {
  expect(readConsent('CookieConsent-legacy=true', 'CookieConsent')).toBe('accepted');
  expect(readConsent('CookieConsent-legacy=true;CookieConsent=false', 'CookieConsent')).toBe('declined');
});

test('a written cookie reads back as the same choice', () => {
  for (const accepted of [true, false]) {
    const pair = consentCookies('CookieConsent', accepted, lax, NOW)[0]!.split(';')[0]!;
    expect(readConsent(pair, 'CookieConsent')).toBe(accepted ? 'accepted' : 'declined');
  }
});
