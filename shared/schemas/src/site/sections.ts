import { z } from 'zod';

/** The five section remotes; each owns a disjoint set of routes. */
export const SECTION_NAMES = ['getting-started', 'features', 'providers', 'cloud', 'update-notes'] as const;
export const sectionNameSchema = z.enum(SECTION_NAMES);
export type SectionName = z.infer<typeof sectionNameSchema>;

/** A build id is a content hash: lowercase hex, so it is safe in a URL and a file name. */
export const buildIdSchema = z.string().regex(/^[a-f0-9]{8,40}$/, 'Build id must be 8 to 40 lowercase hex characters');

/** A site path: starts with one slash, no `..`, no backslash, no query or hash. */
export const sitePathSchema = z
  .string()
  // Each segment ends at a slash, so matching stays linear on long hostile input.
  .regex(/^\/(?:[A-Za-z0-9._~-]+\/)*[A-Za-z0-9._~-]*$/, 'Path must be an absolute site path')
  .refine((p) => !p.split('/').includes('..'), 'Path must not contain ..');
