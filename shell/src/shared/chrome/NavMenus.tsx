import { useEffect, useState } from 'react';
import { useLocation } from '../router/router.tsx';
import { NavMenu } from '@roo-docs/chrome';
import { DEFAULT_LOCALE, DOCS_VERSIONS, LOCALE_CONFIGS } from '@roo-docs/schemas/config';
import { readPreferredVersion, savePreferredVersion, versionOfPath } from './version-preference.ts';

const GLOBE = (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </svg>
);
const LAYERS = (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8">
    <path d="M12 3 3 8l9 5 9-5-9-5zM3 13l9 5 9-5" />
  </svg>
);

/** English only today: the default locale lives at the site root, so each page links to itself. */
export function LocaleMenu() {
  const { pathname } = useLocation();
  const items = Object.entries(LOCALE_CONFIGS).map(([code, config]) => ({
    key: code,
    label: config.label,
    lang: config.htmlLang,
    href: code === DEFAULT_LOCALE ? pathname : `/${config.path}${pathname}`,
  }));
  return <NavMenu name="Language" icon={GLOBE} items={items} current={DEFAULT_LOCALE} className="locale-menu" />;
}

/**
 * The docs version being read; choosing one is remembered (local storage). The stored choice is
 * read after hydration, so the server HTML never depends on it.
 */
export function VersionMenu() {
  const { pathname } = useLocation();
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => setPreferred(readPreferredVersion()), []);
  const here = versionOfPath(pathname);
  const latest = DOCS_VERSIONS.find((v) => v.isLast) ?? DOCS_VERSIONS[0]!;
  const items = DOCS_VERSIONS.map((v) => ({
    key: v.name,
    label: v.label,
    href: here?.name === v.name ? pathname : v.mainDocPath,
  }));
  const current = here?.name ?? preferred ?? latest.name;
  const choose = (name: string) => {
    savePreferredVersion(name);
    setPreferred(name);
  };
  return <NavMenu name="Docs version" icon={LAYERS} items={items} current={current} className="version-menu" onSelect={choose} />;
}
