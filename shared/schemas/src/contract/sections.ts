/** The five section remotes; each owns a disjoint set of routes. */
export const SECTION_NAMES = ['getting-started', 'features', 'providers', 'cloud', 'update-notes'] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export const isSectionName = (value: unknown): value is SectionName => (SECTION_NAMES as readonly unknown[]).includes(value);

/** A build id is a content hash: lowercase hex, so it is safe in a URL and a file name. */
export const BUILD_ID_PATTERN = /^[a-f0-9]{8,40}$/;

/**
 * A site path: one leading slash, segments of URL-safe characters, no `..`, no backslash, query
 * or hash. Each segment ends at a slash, so each character has one way to match: matching stays
 * linear on long hostile input.
 */
export const SITE_PATH_PATTERN = /^\/(?:[A-Za-z0-9._~-]+\/)*[A-Za-z0-9._~-]*$/;

export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && SITE_PATH_PATTERN.test(value) && !value.split('/').includes('..');
