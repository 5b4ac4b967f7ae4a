import { describe, expect, test } from '@rstest/core';
import { LOCALE_CONFIGS, localeConfigSchema } from './locale.ts';
import {
  consentFromCookie,
  CONSENT_COOKIE,
  DEFAULT_THEME,
  storedPreferencesSchema,
  themePreferenceSchema,
} from './preferences.ts';

describe('stored preferences', () => {
  test('theme is light, dark or system, dark by default', () => {
    expect(['light', 'dark', 'system', 'sepia'].map((t) => themePreferenceSchema.safeParse(t).success)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(DEFAULT_THEME).toBe('dark');
  });

  test('the consent cookie maps to accepted, declined or undecided', () => {
    expect(CONSENT_COOKIE.name).toBe('CookieConsent');
    expect(consentFromCookie('true')).toBe('accepted');
    expect(consentFromCookie('false')).toBe('declined');
    expect(consentFromCookie(undefined)).toBe('undecided');
    expect(consentFromCookie('yes')).toBe('undecided');
  });

  test('all preferences together, each optional', () => {
    const prefs = {
      theme: 'system',
      announcement: { id: 'teams-2025-09', dismissed: true },
      preferredDocsVersion: 'current',
      cookieConsent: 'declined',
      teamsBannerDismissed: true,
    };
    expect(storedPreferencesSchema.parse(prefs)).toEqual(prefs);
    expect(storedPreferencesSchema.parse({})).toEqual({});
    expect(storedPreferencesSchema.safeParse({ announcement: { dismissed: true } }).success).toBe(false);
    expect(storedPreferencesSchema.safeParse({ cookieConsent: 'true' }).success).toBe(false);
  });
});

describe('locale config', () => {
  test('English is configured and valid; direction is ltr or rtl', () => {
    expect(localeConfigSchema.parse(LOCALE_CONFIGS.en)).toEqual({
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
      path: 'en',
    });
    expect(localeConfigSchema.safeParse({ ...LOCALE_CONFIGS.en, direction: 'ttb' }).success).toBe(false);
  });
});
