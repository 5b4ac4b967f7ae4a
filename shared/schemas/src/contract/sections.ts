import { SECTIONS, type SectionRecord } from './section-record.ts';

export type SectionName = keyof typeof SECTIONS;

/** The section remotes, in the record's order; each owns a disjoint set of routes. */
export const SECTION_NAMES = Object.keys(SECTIONS) as [SectionName, ...SectionName[]];

export const isSectionName = (value: unknown): value is SectionName => (SECTION_NAMES as readonly unknown[]).includes(value);

/** A section's entry in the record. */
export const sectionRecord = (section: SectionName): SectionRecord => SECTIONS[section];

/** A section's name as readers know it: its search contexts' labels ('Features and Advanced Usage'). */
export const sectionLabel = (section: SectionName): string => SECTIONS[section].contexts.map((c) => c.label).join(' and ');

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
