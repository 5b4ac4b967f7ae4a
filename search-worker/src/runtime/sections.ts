import type { SectionName } from '@roo-docs/schemas';

/**
 * The sections, in the schemas' order. A copy, because importing values from @roo-docs/schemas
 * would bundle zod (~22 KB gzip) into the worker and the page's client; the types below fail to
 * compile if this list and the schemas' `SectionName` drift apart.
 */
export const SECTIONS = [
  'getting-started',
  'features',
  'providers',
  'cloud',
  'update-notes',
] as const satisfies readonly SectionName[];

type Missing = Exclude<SectionName, (typeof SECTIONS)[number]>;
// Compile-time only: names any section missing from the list.
export const SECTIONS_COMPLETE: [Missing] extends [never] ? true : Missing = true;

export const isSectionName = (value: unknown): value is SectionName => (SECTIONS as readonly unknown[]).includes(value);

// The schemas' sitePathSchema rule (one leading slash, segments of URL-safe characters, no `..`),
// written so that each character has one way to match: no backtracking blow-up on long input.
const SITE_PATH = /^\/(?:[A-Za-z0-9._~-]+\/)*[A-Za-z0-9._~-]*$/;
export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && SITE_PATH.test(value) && !value.split('/').includes('..');
