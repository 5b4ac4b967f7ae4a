// The site's configuration as plain data: `site-config.test.ts` checks it against the schemas.

/** How one locale is presented. */
export interface LocaleConfig {
  /** Name in the locale switcher. */
  label: string;
  /** Writing direction. */
  direction: 'ltr' | 'rtl';
  /** Value of `<html lang>`. */
  htmlLang: string;
  /** Calendar for dates, e.g. `gregory`. */
  calendar: string;
  /** Path segment of the locale's pages. */
  path: string;
}

/** Where the site is published: canonical URLs, sitemap, structured data, llms.txt. */
export const SITE_URL = 'https://docs.roocode.com';

/** Docs are served from the site root (docs/site-behaviour.md, where the site lives). */
export const SITE_BASE_URL = '/';

/** The cookie that records the reader's consent choice (docs/site-behaviour.md, consent and analytics). */
export const CONSENT_COOKIE = {
  name: 'CookieConsent',
  maxAgeDays: 365,
  acceptValue: 'true',
  declineValue: 'false',
} as const;

/** English is the default and only configured locale. */
export const DEFAULT_LOCALE = 'en';

export const LOCALE_CONFIGS: Readonly<Record<string, LocaleConfig>> = {
  en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
};

/** What the version menu and the stored preference need of a docs version. */
export interface DocsVersionSummary {
  name: string;
  label: string;
  isLast: boolean;
  /** Where the version's docs live; it must start with the base URL. */
  path: string;
  /** Site path of the page the version opens on. */
  mainDocPath: string;
}

/** One version today: the docs of the current release line, at the site root. */
export const DOCS_VERSIONS: readonly DocsVersionSummary[] = [
  { name: 'current', label: 'Latest', isLast: true, path: '/', mainDocPath: '/' },
];

/** Local-storage key of the preferred docs version (the name Docusaurus used, so choices carry over). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
