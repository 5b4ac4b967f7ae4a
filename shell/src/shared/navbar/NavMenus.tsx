import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NavMenu } from '@roo-docs/chrome';
import { DEFAULT_LOCALE, DOCS_VERSIONS, LOCALE_CONFIGS } from '@roo-docs/schemas/config';
import { readPreferredVersion, savePreferredVersion, versionOfPath } from './version-preference.ts';

// Boxes from chrome's icons.css, paint from its late icon-paint stylesheets: no page repeats their paths.
const GLOBE = <span className="icon icon-globe" />;
const LAYERS = <span className="icon icon-layers" />;

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
