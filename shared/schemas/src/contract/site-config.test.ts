import { expect, test } from '@rstest/core';
import { localeConfigSchema } from '../site/locale.ts';
import { DEFAULT_LOCALE, DOCS_VERSIONS, LOCALE_CONFIGS, SITE_BASE_URL } from './site-config.ts';

test('every locale is a valid locale config, and the default one exists', () => {
  for (const config of Object.values(LOCALE_CONFIGS)) expect(localeConfigSchema.parse(config)).toEqual(config);
  expect(LOCALE_CONFIGS[DEFAULT_LOCALE]?.htmlLang).toBe('en');
});

test('docs versions: unique names, exactly one latest, all under the base URL', () => {
  expect(new Set(DOCS_VERSIONS.map((v) => v.name)).size).toBe(DOCS_VERSIONS.length);
  expect(DOCS_VERSIONS.filter((v) => v.isLast)).toHaveLength(1);
  for (const v of DOCS_VERSIONS) {
    expect(v.path.startsWith(SITE_BASE_URL)).toBe(true);
    expect(v.mainDocPath.startsWith(v.path)).toBe(true);
  }
});
