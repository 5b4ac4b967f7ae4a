import { z } from 'zod';
import { BUILD_ID_PATTERN, SECTION_NAMES, SITE_PATH_PATTERN, type SectionName } from '../contract/sections.ts';

export const sectionNameSchema = z.enum(SECTION_NAMES) satisfies z.ZodType<SectionName>;

export const buildIdSchema = z.string().regex(BUILD_ID_PATTERN, 'Build id must be 8 to 40 lowercase hex characters');

/** A site path (the contract's `isSitePath`): starts with one slash, no `..`, no backslash, no query or hash. */
export const sitePathSchema = z
  .string()
  .regex(SITE_PATH_PATTERN, 'Path must be an absolute site path')
  .refine((p) => !p.split('/').includes('..'), 'Path must not contain ..');
