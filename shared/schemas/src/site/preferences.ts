import { z } from 'zod';
import { CONSENT_COOKIE } from './site-config.ts';

/** Colour mode the reader picked; `system` follows the operating system. */
export const themePreferenceSchema = z.enum(['light', 'dark', 'system']);
export type ThemePreference = z.infer<typeof themePreferenceSchema>;

/** Dark by default; the system preference is not followed unless the reader picks it (spec 1). */
export const DEFAULT_THEME: ThemePreference = 'dark';

/** Which announcement the reader closed; a new announcement id shows the bar again. */
export const announcementDismissalSchema = z.object({
  /** Id of the announcement. */
  id: z.string().min(1),
  /** The reader closed it. */
  dismissed: z.boolean(),
});
export type AnnouncementDismissal = z.infer<typeof announcementDismissalSchema>;

export { CONSENT_COOKIE };

/** The consent cookie's value. */
export const consentCookieValueSchema = z.enum([CONSENT_COOKIE.acceptValue, CONSENT_COOKIE.declineValue]);

/** Consent state: undecided until the reader accepts or declines. */
export const cookieConsentSchema = z.enum(['undecided', 'accepted', 'declined']);
export type CookieConsent = z.infer<typeof cookieConsentSchema>;

/** Consent state from the cookie's raw value; anything unknown counts as undecided. */
export function consentFromCookie(value: string | undefined): CookieConsent {
  const parsed = consentCookieValueSchema.safeParse(value);
  if (!parsed.success) return 'undecided';
  return parsed.data === CONSENT_COOKIE.acceptValue ? 'accepted' : 'declined';
}

/** Everything the site keeps in browser storage; each entry may be missing. */
export const storedPreferencesSchema = z.object({
  /** Colour mode. */
  theme: themePreferenceSchema.optional(),
  /** Closed announcement. */
  announcement: announcementDismissalSchema.optional(),
  /** Preferred docs version, by version name (kept in local storage). */
  preferredDocsVersion: z.string().min(1).optional(),
  /** Consent choice. */
  cookieConsent: cookieConsentSchema.optional(),
  /** The reader closed the teams banner. */
  teamsBannerDismissed: z.boolean().optional(),
});
export type StoredPreferences = z.infer<typeof storedPreferencesSchema>;
